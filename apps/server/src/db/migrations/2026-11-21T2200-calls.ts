import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who has a chat's video call open, one row per socket (docs/product.md, Video calls).
  await db.schema
    .createTable('active_calls')
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connection_id', 'text', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('active_calls_pk', ['chat_id', 'connection_id'])
    .execute();
  await db.schema
    .createIndex('active_calls_connection')
    .on('active_calls')
    .column('connection_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('active_calls').execute();
}
