import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Records that a socket of the user has the chat's call open; again is a no-op. */
export async function insertCallPresence(
  db: Kysely<Database>,
  presence: {
    chatId: string;
    userId: string;
    connectionId: string;
    processId: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('active_calls')
    .values({
      chat_id: presence.chatId,
      user_id: presence.userId,
      connection_id: presence.connectionId,
      process_id: presence.processId,
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

/** The user's accepted chats that have a call going on, and any call the user is in. */
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
    .where((eb) =>
      eb.or([
        eb('r.mentor_id', '=', userId),
        eb('r.requester_id', '=', userId),
        // A coordinator in a pair's call (decision 060).
        eb('c.user_id', '=', userId),
      ]),
    )
    .execute();
  return listCallParticipants(
    db,
    chatIds.map((row) => row.chat_id),
  );
}

/**
 * Calls are held by open sockets, and no socket outlives the process that accepted it. With one
 * process on its own database file (SQLite), every row left at start is from an earlier run.
 */
export async function deleteCallsOfEarlierRuns(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('active_calls').execute();
}

/** Says this process is alive until `aliveUntil`; its calls stand as long as it does. */
export async function renewProcessLease(
  db: Kysely<Database>,
  processId: string,
  aliveUntil: number,
): Promise<void> {
  await db
    .insertInto('server_processes')
    .values({ id: processId, alive_until: aliveUntil })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ alive_until: aliveUntil }))
    .execute();
}

/** The processes whose lease still runs, this one included once it has renewed. */
export async function listLiveProcessIds(db: Kysely<Database>, now: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('server_processes')
    .select('id')
    .where('alive_until', '>', now)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Ends the calls held by processes whose lease ran out (or that never had one: a crash before
 * the first renewal) and forgets those processes; returns the chats whose calls changed.
 */
export async function deleteCallsOfGoneProcesses(
  db: Kysely<Database>,
  now: number,
): Promise<string[]> {
  const alive = db.selectFrom('server_processes').select('id').where('alive_until', '>', now);
  const rows = await db
    .deleteFrom('active_calls')
    .where('process_id', 'not in', alive)
    .returning('chat_id')
    .execute();
  await db.deleteFrom('server_processes').where('alive_until', '<=', now).execute();
  return [...new Set(rows.map((row) => row.chat_id))];
}

/** A process stopping: its calls end now and its lease goes; returns the chats that changed. */
export async function deleteCallsOfProcess(
  db: Kysely<Database>,
  processId: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('active_calls')
    .where('process_id', '=', processId)
    .returning('chat_id')
    .execute();
  await db.deleteFrom('server_processes').where('id', '=', processId).execute();
  return [...new Set(rows.map((row) => row.chat_id))];
}

/** Ends the chat's call, whoever holds it; returns how many tabs had it open. */
export async function deleteCallsOfChat(db: Kysely<Database>, chatId: string): Promise<number> {
  const rows = await db
    .deleteFrom('active_calls')
    .where('chat_id', '=', chatId)
    .returning('chat_id')
    .execute();
  return rows.length;
}

/**
 * Ends the calls in the chats' history that no tab holds any more, and the members' spans in
 * them (`call_attendance`) that none of the member's tabs holds: two tabs leaving at once on
 * PostgreSQL may each have seen the other still in (the migrations `2026-12-13T0600-call-
 * history` and `2026-12-14T0600-call-attendance`). Returns how many calls it ended.
 */
export async function endCallHistoryLeftOpen(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('call_history')
    .set({ ended_at: now })
    .where('ended_at', 'is', null)
    .where('chat_id', 'not in', db.selectFrom('active_calls').select('chat_id'))
    .executeTakeFirst();
  await db
    .updateTable('call_attendance')
    .set({ left_at: now })
    .where('left_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('active_calls')
            .select('active_calls.chat_id')
            .whereRef('active_calls.chat_id', '=', 'call_attendance.chat_id')
            .whereRef('active_calls.user_id', '=', 'call_attendance.user_id'),
        ),
      ),
    )
    .execute();
  return Number(result.numUpdatedRows);
}
