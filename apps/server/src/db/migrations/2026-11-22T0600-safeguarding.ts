import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Safeguarding leads: made only by the server command, never by sign-up.
  await db.schema
    .createTable('safeguarding_leads')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // Messages with contact details in a chat with a minor: kept here, out of the chat, until a
  // lead releases them (then they become messages) or removes them.
  await db.schema
    .createTable('held_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) =>
      col.notNull().references('mentor_requests.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('held_messages_sender_client_id', ['sender_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('held_messages_status_created_at')
    .on('held_messages')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('held_messages_chat_id')
    .on('held_messages')
    .column('chat_id')
    .execute();

  // Delivered messages whose words suggest grooming or self-harm, for a lead to look at.
  await db.schema
    .createTable('safety_flags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) =>
      col.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('kinds', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // Every action and view of a lead; written once, never changed.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('lead_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('safety_flags').execute();
  await db.schema.dropTable('held_messages').execute();
  await db.schema.dropTable('safeguarding_leads').execute();
}
