import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';

/**
 * The messages the user has not seen, by chat: those from the other member after how far the
 * user has seen, in the accepted chats the user can open. Each chat counts along its own
 * (chat_id, seq) index from the user's seen position, so the cost follows what is unread.
 */
export async function countUnreadByChat(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('mentor_requests as r')
    .innerJoin('messages as m', 'm.chat_id', 'r.id')
    .leftJoin('chat_reads as cr', (join) =>
      join.onRef('cr.chat_id', '=', 'r.id').on('cr.user_id', '=', userId),
    )
    .select((eb) => ['r.id as chat_id', eb.fn.countAll<number | string>().as('unread')])
    .where('r.status', '=', 'accepted')
    .where((eb) => eb.or([eb('r.mentor_id', '=', userId), eb('r.requester_id', '=', userId)]))
    .where('r.mentor_id', 'not in', blockedBy(db, userId))
    .where('r.mentor_id', 'not in', blockersOf(db, userId))
    .where('r.requester_id', 'not in', blockedBy(db, userId))
    .where('r.requester_id', 'not in', blockersOf(db, userId))
    .where('m.sender_id', '<>', userId)
    .where((eb) => eb('m.seq', '>', eb.fn.coalesce('cr.seen_up_to', eb.lit(0))))
    .groupBy('r.id')
    .execute();
  return new Map(rows.map((row) => [row.chat_id, Number(row.unread)]));
}
