import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * A programme's contact hours (decision 060), on its own clock: outside them a mentor's messages
 * to a pupil under 18 are kept as held messages with the time they go (`deliver_at`), delivered
 * by the server's minute round through a lead's release path, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programmes')
    .addColumn('contact_from', 'text', (col) => col.notNull().defaultTo('07:00'))
    .execute();
  await db.schema
    .alterTable('programmes')
    .addColumn('contact_until', 'text', (col) => col.notNull().defaultTo('21:00'))
    .execute();
  await db.schema.alterTable('held_messages').addColumn('deliver_at', 'bigint').execute();
  await db.schema
    .createIndex('held_messages_deliver_at')
    .on('held_messages')
    .columns(['status', 'deliver_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('held_messages_deliver_at').execute();
  await db.schema.alterTable('held_messages').dropColumn('deliver_at').execute();
  await db.schema.alterTable('programmes').dropColumn('contact_until').execute();
  await db.schema.alterTable('programmes').dropColumn('contact_from').execute();
}
