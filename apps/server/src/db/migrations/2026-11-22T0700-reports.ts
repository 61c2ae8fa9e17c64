import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Reports about a person; an open one pauses contact between the two until a lead closes it.
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reported_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('chat_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('reports_status_created_at')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_pair')
    .on('reports')
    .columns(['reporter_id', 'reported_id'])
    .execute();

  // A suspended account cannot log in, is out of the directory, and its chats are paused.
  await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();

  // Warnings a lead sent, for the next lead to see.
  await db.schema
    .createTable('warnings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('warnings').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.dropTable('reports').execute();
}
