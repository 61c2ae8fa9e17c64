import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The secret of the chat's call: the one stored, or `secret`, stored now, when the chat has none
 * (the call starts). Two members asking at once both get the one that was stored first.
 */
export async function findOrCreateCallRoomSecret(
  db: Kysely<Database>,
  room: { chatId: string; secret: string; now: number },
): Promise<string> {
  await db
    .insertInto('call_rooms')
    .values({ chat_id: room.chatId, secret: room.secret, created_at: room.now })
    .onConflict((conflict) => conflict.column('chat_id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('call_rooms')
    .select('secret')
    .where('chat_id', '=', room.chatId)
    .executeTakeFirst();
  // Only a call ending in between (its row dropped) leaves none: the caller's secret starts anew.
  if (stored) return stored.secret;
  return findOrCreateCallRoomSecret(db, room);
}

/** Drops the chat's secret if nobody is in its call: the call has ended. */
export async function deleteCallRoomIfEmpty(db: Kysely<Database>, chatId: string): Promise<void> {
  await db
    .deleteFrom('call_rooms')
    .where('chat_id', '=', chatId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('active_calls').select('active_calls.chat_id').where('chat_id', '=', chatId),
        ),
      ),
    )
    .execute();
}

/** Drops the secrets of these chats, whoever is still in their calls. */
export async function deleteCallRooms(
  db: Kysely<Database>,
  chatIds: readonly string[],
): Promise<void> {
  if (chatIds.length === 0) return;
  await db.deleteFrom('call_rooms').where('chat_id', 'in', chatIds).execute();
}

/**
 * Drops the secrets given out before `before` for calls nobody joined (a tab closed before its
 * meeting opened); returns how many.
 */
export async function deleteUnjoinedCallRooms(
  db: Kysely<Database>,
  before: number,
): Promise<number> {
  const rows = await db
    .deleteFrom('call_rooms')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('active_calls')
            .select('active_calls.chat_id')
            .whereRef('active_calls.chat_id', '=', 'call_rooms.chat_id'),
        ),
      ),
    )
    .returning('chat_id')
    .execute();
  return rows.length;
}

/**
 * The chats with a call going on or a room given out, each with its mentor: of one mentor, or
 * of everyone.
 */
export async function listChatsWithCalls(
  db: Kysely<Database>,
  mentorId?: string,
): Promise<{ chatId: string; mentorId: string }[]> {
  const chatIds = db
    .selectFrom('active_calls')
    .select('chat_id')
    .union(db.selectFrom('call_rooms').select('chat_id'));
  let query = db
    .selectFrom('mentor_requests')
    .select(['id as chatId', 'mentor_id as mentorId'])
    .where('id', 'in', chatIds);
  if (mentorId !== undefined) query = query.where('mentor_id', '=', mentorId);
  return query.execute();
}
