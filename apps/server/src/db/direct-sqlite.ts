import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The SQLite connection under a Kysely database, for the hot paths to run their statements at
 * once instead of through Kysely's promise chain and connection lock (decision 035).
 */
export interface DirectSqlite {
  /** The connection's statement, compiled once (the same cache Kysely's queries use). */
  prepare(sql: string): Statement;
  /** Runs `work` in one transaction, committed when it returns and rolled back if it throws. */
  transaction<T>(work: () => T): T;
}

interface Registered extends DirectSqlite {
  sqlite: SqliteDatabase;
}

const registered = new WeakMap<Kysely<Database>, Registered>();

/** Makes a SQLite database's connection available to `directSqliteOf`; called where it opens. */
export function registerDirectSqlite(
  db: Kysely<Database>,
  sqlite: SqliteDatabase,
  prepare: (sql: string) => Statement,
): void {
  registered.set(db, {
    sqlite,
    prepare,
    transaction: (work) => sqlite.transaction(work)(),
  });
}

/**
 * The connection, when `db` is a SQLite database (not a transaction of one) and no transaction
 * of Kysely's is open on it; otherwise undefined, and the caller goes through Kysely.
 *
 * Why this is safe: SQLite has one connection, and better-sqlite3 runs each statement to its end
 * before returning, so between two statements the only state Kysely can leave on the connection
 * is an open transaction (begun, awaiting its next query). A statement run then would become
 * part of that transaction, seeing its uncommitted writes and rolled back with it: that is the
 * one case refused here. Kysely never streams on this connection (db/statement-cache.ts), so no
 * statement is left half-read.
 */
export function directSqliteOf(db: Kysely<Database>): DirectSqlite | undefined {
  const direct = registered.get(db);
  return direct && !direct.sqlite.inTransaction ? direct : undefined;
}
