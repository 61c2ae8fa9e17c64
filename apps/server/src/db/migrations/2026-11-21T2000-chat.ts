import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('sender_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // The order of a chat, without gaps; a clash means another send took the number: retry.
    .addUniqueConstraint('messages_chat_seq', ['chat_id', 'seq'])
    // A retried send is the same message.
    .addUniqueConstraint('messages_sender_client_id', ['sender_id', 'client_id'])
    .execute();

  // How far each member has seen each chat; "seen by" of a message follows from it.
  await db.schema
    .createTable('chat_reads')
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_up_to', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['chat_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reads').execute();
  await db.schema.dropTable('messages').execute();
}
