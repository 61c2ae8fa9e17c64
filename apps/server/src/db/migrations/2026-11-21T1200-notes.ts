import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // Every read is "this user's notes, newest first".
  await db.schema
    .createIndex('notes_user_id_created_at')
    .on('notes')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').execute();
}
