import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { registerDirectSqlite } from './direct-sqlite.ts';
import { nameStatementsOf } from './named-statements.ts';
import {
  listenToPostgresClient,
  listenToSqlite,
  type StatementListener,
} from './statement-listener.ts';
import { withStatementCache } from './statement-cache.ts';
import { checkpointInWorker } from './wal-checkpointer.ts';

/**
 * WAL pages after which the app's own connection checkpoints: a backstop, far above what the
 * checkpoint worker lets build up (about 40 MB).
 */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;

// PostgreSQL returns bigint columns as strings; our bigints are epoch milliseconds, safe as numbers.
const PG_INT8_OID = 20;
pg.types.setTypeParser(PG_INT8_OID, (value) => Number(value));

/** Where the data lives: a PostgreSQL URL, or a SQLite file. */
export type DatabaseLocation =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'sqlite'; file: string };

/** The SQLite file used when no DATABASE_URL is given. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'mentorbridge.db');
}

/**
 * Opens the database; the caller owns it and calls destroy() at shutdown. `onStatement` hears
 * every statement it runs (the statement budget tests); unset, nothing listens.
 */
export function openDatabase(
  location: DatabaseLocation,
  { onStatement }: { onStatement?: StatementListener } = {},
): Kysely<Database> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      // Per process: several processes share the server's max_connections between them.
      max: location.poolSize ?? 10,
      // Fail fast when the server is away, so the API answers 503 instead of hanging.
      connectionTimeoutMillis: 5_000,
    });
    // A connection the server drops (restart, failover) emits 'error'; with no listener that
    // would end the whole process. The query in flight, if any, fails on its own and the pool
    // discards the connection, so the listeners only need to exist.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      nameStatementsOf(client);
      // Queued before any query the pool hands the client out for. The app's queries are short
      // and many: parallel workers for one cost more than they save, and take cores from the
      // requests beside it (decision 037: suggestions and story search took half the time
      // without them on 2 cores). Only a speed-up, so a server that refuses it changes nothing.
      client.query('set max_parallel_workers_per_gather = 0').catch(() => {});
      if (onStatement) listenToPostgresClient(client, onStatement);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(location.file), { recursive: true });
  const sqlite = new SqliteDatabase(location.file);
  if (onStatement) listenToSqlite(sqlite, onStatement);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // What is deleted (an account erased, a message removed) is overwritten in the file, not only
  // unlinked: a copy of the file taken later holds nothing of it (docs/retention.md).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const stopCheckpoints = checkpointInWorker(location.file, (message) =>
    process.emitWarning(`SQLite checkpoint failed: ${message}`),
  );
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        ...database,
        close() {
          stopCheckpoints();
          database.close();
        },
      },
    }),
  });
  registerDirectSqlite(db, sqlite, database.prepare);
  return db;
}
