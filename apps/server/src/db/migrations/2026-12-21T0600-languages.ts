import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The language an account reads MentorBridge in (decision 061); its mail and push are written in
 * it. Every account before was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
