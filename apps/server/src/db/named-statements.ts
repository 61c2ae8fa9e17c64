import type pg from 'pg';

/** SQL texts run as named statements on PostgreSQL, and their names. */
const names = new Map<string, string>();

/**
 * Marks a query's SQL to be run as a named, server-side prepared statement on PostgreSQL: each
 * connection parses and plans it once instead of on every run. Only fixed-shape hot queries are
 * marked (those of preparedQuery, the chat's group insert); planning the chat's access check cost
 * two thirds of its time (the profile in decision 032). One name per text, for the life of the
 * process.
 */
export function runAsNamedStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `mentorbridge_${names.size + 1}`);
}

/**
 * Makes a pooled client run marked SQL as named statements. Kysely calls `query(text, values)`;
 * a marked text goes on as `query({ name, text, values })`, and anything else as it came.
 * Statements live per connection, so this needs a session per client (a pooler in transaction
 * mode would not keep them: decision 032).
 */
export function nameStatementsOf(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
  // pg's query has many overloads; the wrapper passes every call on unchanged but one shape.
  client.query = named as typeof client.query;
}
