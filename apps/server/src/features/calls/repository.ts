import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Records that a socket of the user has the chat's call open; again is a no-op. */
export async function insertCallPresence(
  db: Kysely<Database>,
  presence: { chatId: string; userId: string; connectionId: string; now: number },
): Promise<void> {
  await db
    .insertInto('active_calls')
    .values({
      chat_id: presence.chatId,
      user_id: presence.userId,
      connection_id: presence.connectionId,
      started_at: presence.now,
    })
    .onConflict((conflict) => conflict.columns(['chat_id', 'connection_id']).doNothing())
    .execute();
}

/** Forgets a socket's presence in one chat's call, or in every call; returns the chats left. */
export async function deleteCallPresence(
  db: Kysely<Database>,
  connectionId: string,
  chatId?: string,
): Promise<string[]> {
  let query = db.deleteFrom('active_calls').where('connection_id', '=', connectionId);
  if (chatId !== undefined) query = query.where('chat_id', '=', chatId);
  const rows = await query.returning('chat_id').execute();
  return [...new Set(rows.map((row) => row.chat_id))];
}

/** Who is in the calls of these chats, by chat; a chat without a call is not in the map. */
export async function listCallParticipants(
  db: Kysely<Database>,
  chatIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('active_calls')
    .select(['chat_id', 'user_id'])
    .distinct()
    .where('chat_id', 'in', chatIds)
    .orderBy('chat_id')
    .orderBy('user_id')
    .execute();
  const byChat = new Map<string, string[]>();
  for (const row of rows)
    byChat.set(row.chat_id, [...(byChat.get(row.chat_id) ?? []), row.user_id]);
  return byChat;
}

/** The user's accepted chats that have a call going on. */
export async function listCallsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, string[]>> {
  const chatIds = await db
    .selectFrom('active_calls as c')
    .innerJoin('mentor_requests as r', 'r.id', 'c.chat_id')
    .select('c.chat_id')
    .distinct()
    .where('r.status', '=', 'accepted')
    .where((eb) => eb.or([eb('r.mentor_id', '=', userId), eb('r.requester_id', '=', userId)]))
    .execute();
  return listCallParticipants(
    db,
    chatIds.map((row) => row.chat_id),
  );
}

/**
 * Calls are held by open sockets, and no socket outlives the process that accepted it: at start,
 * every row left by an earlier run is over.
 */
export async function deleteCallsOfEarlierRuns(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('active_calls').execute();
}

export async function deleteCallsOfChat(db: Kysely<Database>, chatId: string): Promise<void> {
  await db.deleteFrom('active_calls').where('chat_id', '=', chatId).execute();
}
