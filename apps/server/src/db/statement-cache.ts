import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** Distinct statements kept; queries with lists of varying length make new texts. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, with each statement compiled once and reused: Kysely
 * prepares every query anew, and preparing cost more than running most of ours (the chat
 * profile in decision 022). Reuse is safe because Kysely runs one query at a time on SQLite and
 * never streams here, so a statement is never busy when asked for again.
 */
export function withStatementCache(sqlite: SqliteDatabase) {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      if (statements.size >= MAX_CACHED_STATEMENTS) {
        // The oldest goes first: a Map keeps its keys in the order they were added.
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
