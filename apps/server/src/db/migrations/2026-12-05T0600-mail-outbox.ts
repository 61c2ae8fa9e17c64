import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * Mail waiting to go (decision 043): written in the same transaction as the event that causes
 * it, so a crash or an SMTP server that is down loses nothing. A sender claims a row until
 * `claimed_until`, sends it, and marks it sent; a failed send waits until `next_attempt_at`.
 * A mail given up on keeps its row with `gave_up_at` and its last error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('headers', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('gave_up_at', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  // The sender's one question: what is due and not given up.
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['gave_up_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
