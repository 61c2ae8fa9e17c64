import { sql, type Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * A sent mail keeps its row, marked `sent_at`, without its words, for a week: whether a mail went
 * can be answered, and it is never sent again. The sender's index covers only unfinished rows,
 * so a week of sent mail does not slow its look for what is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sent_at', 'bigint').execute();
  await db.schema.dropIndex('mail_outbox_due').execute();
  await db.schema
    .createIndex('mail_outbox_unfinished')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('gave_up_at'), 'is', null)
    .execute();
  await db.schema.createIndex('mail_outbox_sent').on('mail_outbox').column('sent_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_sent').execute();
  await db.schema.dropIndex('mail_outbox_unfinished').execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['gave_up_at', 'next_attempt_at'])
    .execute();
  await db.schema.alterTable('mail_outbox').dropColumn('sent_at').execute();
}
