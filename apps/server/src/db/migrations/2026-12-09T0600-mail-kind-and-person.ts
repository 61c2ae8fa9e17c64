import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * What each mail is (`verification`, `request.received`), so the logs can name a mail by its id
 * and kind instead of its address and subject, which can name a child; mails written before it
 * read `unknown`. And whom a mail names besides its recipient (a request's mentee, a message's
 * sender): erasing that person's account deletes the row, so a mail not yet sent never names
 * someone who is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('unknown'))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('about_user_id', 'text', (column) =>
      column.references('users.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('mail_outbox_about_user_id')
    .on('mail_outbox')
    .column('about_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_about_user_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('about_user_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('kind').execute();
}
