import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * An audit line says what a change did, field by field, with the value before and after (a
 * safeguarding record's expiry moved, a suspension lifted): without it, a changed day could not
 * be traced back to who changed it. Lines written before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('changes').execute();
}
