import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** The cheapest round trip to the database: it answers, or the promise fails. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
