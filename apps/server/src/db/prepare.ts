import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { FileStore } from '../storage/file-store.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoData } from './seed/demo-data.ts';

/**
 * What the database needs before the app serves: the latest schema, and the demo if asked (its
 * chat picture goes to the file store).
 */
export async function prepareDatabase(
  { db, files }: { db: Kysely<Database>; files: FileStore },
  { demoData }: { demoData: boolean },
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  await migrateToLatest(db);
  if (demoData) await seedDemoData(db, files, log);
}
