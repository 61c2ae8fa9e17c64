import { loadConfig } from '../config.ts';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * The server's own database, as a command run beside it opens it: from the same DATA_DIR or
 * DATABASE_URL, migrated to the latest. The caller destroys it when done.
 */
export async function openServerDatabase() {
  const config = loadConfig();
  const db = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
  );
  await migrateToLatest(db);
  return db;
}
