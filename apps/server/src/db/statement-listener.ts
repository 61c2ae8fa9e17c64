import type { Database as SqliteDatabase } from 'better-sqlite3';
import type pg from 'pg';

/**
 * Hears the SQL of every statement a database runs, as it starts. Only the statement budget
 * tests set one (test/statement-budget.ts); without it nothing here is installed, so the hot
 * paths run exactly as they would.
 */
export type StatementListener = (sql: string) => void;

/**
 * Hears every query a pooled PostgreSQL client is given from now on: Kysely's (BEGIN and COMMIT
 * included) and the prepared ones, which reach the client the same way (named-statements.ts).
 * Installed last when the pool connects, so a new connection's own setup is not heard.
 */
export function listenToPostgresClient(client: pg.PoolClient, listener: StatementListener): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const heard = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string') listener(first);
    else if (typeof first === 'object' && first !== null && 'text' in first) {
      listener(String(first.text));
    }
    return query(...args);
  };
  // pg's query has many overloads; the wrapper passes every call on unchanged.
  client.query = heard as typeof client.query;
}

const RUNS = ['run', 'get', 'all', 'iterate'] as const;

/**
 * Hears every statement run on a SQLite connection: each statement prepared from now on (the
 * statement cache's, so Kysely's and the prepared queries' run on the connection at once), and
 * the BEGIN and COMMIT of a transaction run by better-sqlite3 itself (a group of chat messages,
 * direct-sqlite.ts), which it runs on statements of its own.
 */
export function listenToSqlite(sqlite: SqliteDatabase, listener: StatementListener): void {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    const statement = prepare(sql);
    for (const run of RUNS) {
      const original = statement[run].bind(statement) as (...args: unknown[]) => unknown;
      Object.assign(statement, {
        [run]: (...args: unknown[]) => {
          listener(sql);
          return original(...args);
        },
      });
    }
    return statement;
  }) as typeof sqlite.prepare;

  const transaction = sqlite.transaction.bind(sqlite);
  sqlite.transaction = ((work: (...args: unknown[]) => unknown) => {
    const inTransaction = transaction(work);
    return (...args: unknown[]) => {
      // Within a transaction, better-sqlite3 runs a savepoint instead.
      const nested = sqlite.inTransaction;
      listener(nested ? 'SAVEPOINT' : 'BEGIN');
      try {
        const result = inTransaction(...args);
        listener(nested ? 'RELEASE' : 'COMMIT');
        return result;
      } catch (error) {
        listener(nested ? 'ROLLBACK TO' : 'ROLLBACK');
        throw error;
      }
    };
  }) as unknown as typeof sqlite.transaction;
}
