import type { Kysely } from 'kysely';
import { previewText } from '@mentorbridge/domain/chat-rules';
import type { ChatPreview } from '@mentorbridge/domain/api/chat';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';

// What the chat list and the top bar's badge show of every chat at once: its unread count and
// its newest message. Both read only the accepted chats the user can open (no block either way).

function openChatsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('mentor_requests as r')
    .where('r.status', '=', 'accepted')
    .where((eb) => eb.or([eb('r.mentor_id', '=', userId), eb('r.requester_id', '=', userId)]))
    .where('r.mentor_id', 'not in', blockedBy(db, userId))
    .where('r.mentor_id', 'not in', blockersOf(db, userId))
    .where('r.requester_id', 'not in', blockedBy(db, userId))
    .where('r.requester_id', 'not in', blockersOf(db, userId));
}

/**
 * The messages the user has not seen, by chat: those from the other member after how far the
 * user has seen. Each chat counts along its own (chat_id, seq) index from the user's seen
 * position, so the cost follows what is unread.
 */
export async function countUnreadByChat(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await openChatsOf(db, userId)
    .innerJoin('messages as m', 'm.chat_id', 'r.id')
    .leftJoin('chat_reads as cr', (join) =>
      join.onRef('cr.chat_id', '=', 'r.id').on('cr.user_id', '=', userId),
    )
    .select((eb) => ['r.id as chat_id', eb.fn.countAll<number | string>().as('unread')])
    .where('m.sender_id', '<>', userId)
    .where((eb) => eb('m.seq', '>', eb.fn.coalesce('cr.seen_up_to', eb.lit(0))))
    .groupBy('r.id')
    .execute();
  return new Map(rows.map((row) => [row.chat_id, Number(row.unread)]));
}

/**
 * The newest message of each chat that has any, its text cut for a preview. The newest is found
 * by each chat's highest seq, one step down its (chat_id, seq) index.
 */
export async function readChatPreviews(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, ChatPreview>> {
  const rows = await openChatsOf(db, userId)
    .innerJoin('messages as m', 'm.chat_id', 'r.id')
    .select(['r.id as chat_id', 'm.sender_id', 'm.text', 'm.image_key', 'm.created_at'])
    .where('m.seq', '=', (eb) =>
      eb
        .selectFrom('messages as newest')
        .select((inner) => inner.fn.max('newest.seq').as('seq'))
        .whereRef('newest.chat_id', '=', 'r.id'),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      row.chat_id,
      {
        senderId: row.sender_id,
        text: previewText(row.text),
        hasImage: row.image_key !== null,
        createdAt: row.created_at,
      },
    ]),
  );
}
