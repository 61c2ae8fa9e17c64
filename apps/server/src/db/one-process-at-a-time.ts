import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Whether this database is PostgreSQL (shared by processes) rather than SQLite (one process). */
export const isPostgres = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** The advisory locks MentorBridge takes, each a number of its own across the database. */
export const processLocks = {
  /** Writing the demo data at start-up. */
  demoSeed: 7_301_001,
} as const;

/**
 * Runs `work` while no other process on this database runs work under the same lock. On
 * PostgreSQL that is a session advisory lock held on one connection of the pool, which `work`
 * is handed and must use; the lock goes with the connection should the process die. A SQLite
 * file has one server process (docs/architecture.md), so there `work` simply runs.
 */
export async function oneProcessAtATime<T>(
  db: Kysely<Database>,
  lock: number,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
