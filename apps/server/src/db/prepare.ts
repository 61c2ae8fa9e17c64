import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { FileStore } from '../storage/file-store.ts';
import { deleteCallsOfEarlierRuns } from '../features/calls/repository.ts';
import { deleteOpenTabsOfEarlierRuns } from '../realtime/open-tabs-repository.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoData } from './seed/demo-data.ts';

/**
 * Everything the database needs before the app serves: the latest schema, no calls or open
 * tabs held by sockets of an earlier run, and the demo if asked (its chat picture goes to the
 * file store). On PostgreSQL other processes may hold calls and tabs right now: theirs end by
 * lease (`startProcessLease`), never by a neighbour's restart.
 */
export async function prepareDatabase(
  { db, files }: { db: Kysely<Database>; files: FileStore },
  { demoData, databaseUrl }: { demoData: boolean; databaseUrl: string | undefined },
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  await migrateToLatest(db);
  if (databaseUrl === undefined) {
    await deleteCallsOfEarlierRuns(db);
    await deleteOpenTabsOfEarlierRuns(db);
  }
  if (demoData) await seedDemoData(db, files, log);
}
