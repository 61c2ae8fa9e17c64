import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The name a mentee under 18 had when they renamed themselves while their chat was paused (a
 * mentor's check that does not count, an open report): the mentor goes on seeing it until the
 * chat opens again, so a paused mentor learns nothing new of the child. Null: nothing to hide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mentor_requests')
    .addColumn('mentee_name_while_paused', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mentor_requests').dropColumn('mentee_name_while_paused').execute();
}
