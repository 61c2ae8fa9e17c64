import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoData } from './seed/demo-data.ts';

/** Everything the database needs before the app serves: the latest schema, and the demo if asked. */
export async function prepareDatabase(
  db: Kysely<Database>,
  { demoData }: { demoData: boolean },
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  await migrateToLatest(db);
  if (demoData) await seedDemoData(db, log);
}
