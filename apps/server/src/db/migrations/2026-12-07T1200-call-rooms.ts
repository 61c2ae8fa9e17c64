import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The secret of each call's meeting room (decision 049): one row per chat whose call is going on
 * or about to, dropped when the call ends, so a later call has a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_rooms')
    .addColumn('chat_id', 'text', (col) =>
      col.primaryKey().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('call_rooms_created').on('call_rooms').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_rooms').execute();
}
