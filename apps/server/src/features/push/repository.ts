import type { Kysely } from 'kysely';
import type { PushSubscriptionBody } from '@mentorbridge/domain/api/push';
import type { Database } from '../../db/schema.ts';

/** A device's subscription as a push is sent to it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Most devices one person keeps subscribed; a new one beyond it replaces their oldest. */
export const MAX_DEVICES_PER_USER = 10;

/**
 * Keeps a device's subscription for a user. An endpoint is one row: a device that another
 * account used before (a shared computer) moves to this one, but only when the browser proves
 * it is that device by its secret; someone who merely learned the address cannot take it.
 * Resolves to false when the endpoint is another device's.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  entry: { userId: string; sessionHash: string; subscription: PushSubscriptionBody; now: number },
): Promise<boolean> {
  const { endpoint, keys } = entry.subscription;
  const row = {
    user_id: entry.userId,
    p256dh: keys.p256dh,
    auth: keys.auth,
    session_hash: entry.sessionHash,
    created_at: entry.now,
  };
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ endpoint, ...row })
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet(row)
          .where((eb) =>
            eb.or([
              eb('push_subscriptions.user_id', '=', entry.userId),
              eb('push_subscriptions.auth', '=', keys.auth),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(saved.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const kept = await trx
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', entry.userId)
      .orderBy('created_at', 'desc')
      .orderBy('endpoint')
      .limit(MAX_DEVICES_PER_USER)
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', entry.userId)
      .where(
        'endpoint',
        'not in',
        kept.map((device) => device.endpoint),
      )
      .execute();
    return true;
  });
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

/** A device to push to, and whether the session that subscribed it is still signed in. */
export interface DeviceToPush extends StoredSubscription {
  sessionLive: boolean;
}

/**
 * A user's devices. A session is live until its absolute end and while used within the idle
 * limit; a session logged out, ended or swept is gone, and its devices read as not live.
 */
export async function subscriptionsOf(
  db: Kysely<Database>,
  userId: string,
  { now, idleSince }: { now: number; idleSince: number },
): Promise<DeviceToPush[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .leftJoin('sessions', (join) =>
      join
        .onRef('sessions.token_hash', '=', 'push_subscriptions.session_hash')
        .on('sessions.expires_at', '>', now)
        .on('sessions.last_used_at', '>', idleSince),
    )
    .select([
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'sessions.token_hash as live_session',
    ])
    .where('push_subscriptions.user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    sessionLive: row.live_session !== null,
  }));
}

export async function hasAnySubscription(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
