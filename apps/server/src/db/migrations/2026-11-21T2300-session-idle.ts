import { sql, type Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // When the session last served a request: a session unused for too long ends (idle timeout).
  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
