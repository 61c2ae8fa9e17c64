import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notificationMailKey } from '../../lib/throttle/throttle.ts';

export async function findPasswordHash(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * Sets a new password and ends every session but the one that changed it; pending reset links
 * die with the old password.
 */
export async function replacePassword(
  db: Kysely<Database>,
  change: { userId: string; passwordHash: string; keepSessionHash: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash })
      .where('id', '=', change.userId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', change.userId)
      .where('token_hash', '!=', change.keepSessionHash)
      .execute();
    // With the sessions it ends go the devices they asked pushes for.
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', change.userId)
      .where('session_hash', '!=', change.keepSessionHash)
      .execute();
    await trx
      .deleteFrom('email_tokens')
      .where('user_id', '=', change.userId)
      .where('purpose', '=', 'reset-password')
      .execute();
  });
}

/**
 * Deletes the user and every row that is theirs, in one transaction: requests either way with
 * their chats (messages, seen marks, calls, held messages and flags), notes, skills, sessions,
 * mailed links and the counters kept under their address. Reports they made are kept without
 * them (docs/decisions/012 and 020). Returns each deleted request with the other person in it.
 */
export async function deleteAccountRows(
  db: Kysely<Database>,
  user: { id: string; email: string },
): Promise<{ requestId: string; otherUserId: string }[]> {
  return db.transaction().execute(async (trx) => {
    const theirChats = (eb: ExpressionBuilder<Database, 'mentor_requests'>) =>
      eb.or([eb('mentor_id', '=', user.id), eb('requester_id', '=', user.id)]);
    const chatIds = trx.selectFrom('mentor_requests').select('id').where(theirChats);
    await trx.deleteFrom('active_calls').where('chat_id', 'in', chatIds).execute();
    await trx.deleteFrom('held_messages').where('chat_id', 'in', chatIds).execute();
    await trx
      .deleteFrom('safety_flags')
      .where('message_id', 'in', (eb) =>
        eb.selectFrom('messages').select('id').where('chat_id', 'in', chatIds),
      )
      .execute();
    await trx.deleteFrom('chat_reads').where('chat_id', 'in', chatIds).execute();
    await trx.deleteFrom('messages').where('chat_id', 'in', chatIds).execute();
    const requests = await trx
      .deleteFrom('mentor_requests')
      .where(theirChats)
      .returning(['id', 'mentor_id', 'requester_id'])
      .execute();
    await trx.deleteFrom('notes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('mentor_skills').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('safeguarding_leads').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('warnings').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('guardian_consents').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', user.id), eb('blocked_id', '=', user.id)]))
      .execute();
    // Reports about them go with them. Reports they made stay for the leads, with the words
    // reported but nothing that leads back to them (a chat's id holds both members' ids).
    await trx.deleteFrom('reports').where('reported_id', '=', user.id).execute();
    await trx
      .updateTable('reports')
      .set({ reporter_id: null, chat_id: null, message_id: null })
      .where('reporter_id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    // Mail not yet sent to them, or given up on, goes too: nothing is sent to a gone account.
    await trx.deleteFrom('mail_outbox').where('to_address', '=', user.email).execute();
    await trx.deleteFrom('email_tokens').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('attempt_counters')
      .where('key', 'in', [
        `log-in:${user.email}`,
        `reverify:${user.id}`,
        `mail:${user.email}`,
        notificationMailKey(user.email),
      ])
      .execute();
    // Failed log-ins to the account from each address (features/auth/log-in-guard.ts).
    const fromEachAddress = `log-in:${user.email}|`;
    await trx
      .deleteFrom('attempt_counters')
      .where(sql<string>`substr(key, 1, ${fromEachAddress.length})`, '=', fromEachAddress)
      .execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    return requests.map((request) => ({
      requestId: request.id,
      otherUserId: request.mentor_id === user.id ? request.requester_id : request.mentor_id,
    }));
  });
}

/** The language the account reads MentorBridge in, and its mail and push are written in. */
export async function saveLanguage(
  db: Kysely<Database>,
  userId: string,
  language: Locale,
): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
