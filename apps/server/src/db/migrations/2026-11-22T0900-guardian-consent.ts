import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The parent or guardian of an 11- or 12-year-old, and whether they agreed. Their link's token
  // (hashed) stays good for withdrawing consent, which deletes the child's account.
  await db.schema
    .createTable('guardian_consents')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('guardian_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guardian_consents').execute();
}
