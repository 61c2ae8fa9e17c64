import type { Kysely } from 'kysely';
import type { PushSubscriptionBody } from '@mentorbridge/domain/api/push';
import type { Database } from '../../db/schema.ts';

/** A device's subscription as a push is sent to it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps a device's subscription for a user. A device that another account used before (a
 * shared school computer) now gets this user's pushes only: an endpoint belongs to one row.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  entry: { userId: string; sessionHash: string; subscription: PushSubscriptionBody; now: number },
): Promise<void> {
  const { endpoint, keys } = entry.subscription;
  const row = {
    user_id: entry.userId,
    p256dh: keys.p256dh,
    auth: keys.auth,
    session_hash: entry.sessionHash,
    created_at: entry.now,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint, ...row })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
    .execute();
}

/** Forgets one of the user's devices; another user's subscription is left alone. */
export async function deleteSubscription(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets a subscription its push service says is gone (404 or 410). */
export async function deleteGoneSubscription(
  db: Kysely<Database>,
  endpoint: string,
): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Forgets the devices a session subscribed: it was logged out. */
export async function deleteSubscriptionsOfSession(
  db: Kysely<Database>,
  sessionHash: string,
): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash).execute();
}

export async function subscriptionsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}
