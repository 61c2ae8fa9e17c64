import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

/** How often a running server brings the planner's statistics up to date. */
export const PLANNER_STATISTICS_INTERVAL_MS = 60 * 60_000;

/**
 * Brings the query planner's statistics up to date, for tables that have grown or shrunk a lot
 * since they were last measured. SQLite gathers none on its own: without them it reads every
 * verified mentor to check twenty suggestion candidates, where with them it looks each up by id
 * (decision 037). `optimize=0x10002` checks every table, not only those this connection has
 * used, and bounds each ANALYZE so it takes milliseconds even on a large file. PostgreSQL's
 * autovacuum already keeps its statistics, so there is nothing to do there.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`pragma optimize = 0x10002`.execute(db);
}
