import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports app code and is never edited once released.

/**
 * The devices that asked for push notifications (decision 040): one row per subscription, the
 * push service's endpoint and the device's keys, with the session that made it so that logging
 * out of that session stops it. Deleting an account deletes its subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('session_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
