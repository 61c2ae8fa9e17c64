import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { checkedForChildren } from '../../lib/checked-mentor-repository.ts';

/** A chat whose member has had a message waiting unseen long enough to be mailed about it. */
export interface UnreadChat {
  chatId: string;
  recipientId: string;
  senderId: string;
}

/**
 * Chats whose last message is unseen by its recipient (the member who did not send it), where
 * the first message unseen since the last mail about this chat is older than `dueBefore`, and
 * no mail about it went out after `gapBefore`. Reads each accepted chat's last message, and its
 * first unseen one, by the (chat_id, seq) index: never every unseen message, which in a chat one
 * side stopped reading would make this minute's check read the whole backlog (decision 032: the
 * benchmark found the event loop stalled by it). Chats quiet since `activeSince` are not looked
 * at, nor a chat with a mentee under 18 that waits for its mentor's safeguarding check on
 * `today` (decision 038): nothing of it reaches either side until then.
 */
export async function findUnreadChatsDue(
  db: Kysely<Database>,
  {
    dueBefore,
    gapBefore,
    activeSince,
    today,
  }: { dueBefore: number; gapBefore: number; activeSince: number; today: string },
): Promise<UnreadChat[]> {
  const recipient = sql`case when last.sender_id = r.mentor_id
    then r.requester_id else r.mentor_id end`;
  const { rows } = await sql<{ chat_id: string; recipient_id: string; sender_id: string }>`
    select r.id as chat_id, ${recipient} as recipient_id, last.sender_id as sender_id
    from mentor_requests r
    join messages last on last.chat_id = r.id
      and last.seq = (select max(m.seq) from messages m where m.chat_id = r.id)
    join users mentee on mentee.id = r.requester_id
    left join chat_reads cr on cr.chat_id = r.id and cr.user_id = ${recipient}
    where r.status = 'accepted'
      and last.created_at > ${activeSince}
      and (mentee.age >= 18 or ${checkedForChildren(sql.ref('r.mentor_id'), today)})
      and last.seq > coalesce(cr.seen_up_to, 0)
      and (cr.unread_mailed_at is null
        or (cr.unread_mailed_at <= ${gapBefore} and last.created_at > cr.unread_mailed_at))
      and (
        select waiting.created_at from messages waiting
        where waiting.chat_id = r.id
          and waiting.seq > coalesce(cr.seen_up_to, 0)
          and waiting.sender_id = last.sender_id
          and waiting.created_at > coalesce(cr.unread_mailed_at, 0)
        order by waiting.seq
        limit 1
      ) <= ${dueBefore}
    order by r.id`.execute(db);
  return rows.map((row) => ({
    chatId: row.chat_id,
    recipientId: row.recipient_id,
    senderId: row.sender_id,
  }));
}

/**
 * Takes the right to mail this member about this chat now: true for exactly one caller, however
 * many processes ask at once, and for none while an earlier mail is newer than `gapBefore`.
 */
export async function claimUnreadMail(
  db: Kysely<Database>,
  claim: { chatId: string; userId: string; now: number; gapBefore: number },
): Promise<boolean> {
  const rows = await db
    .insertInto('chat_reads')
    .values({
      chat_id: claim.chatId,
      user_id: claim.userId,
      seen_up_to: 0,
      unread_mailed_at: claim.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['chat_id', 'user_id'])
        .doUpdateSet({ unread_mailed_at: claim.now })
        .where((eb) =>
          eb.or([
            eb('chat_reads.unread_mailed_at', 'is', null),
            eb('chat_reads.unread_mailed_at', '<=', claim.gapBefore),
          ]),
        ),
    )
    .returning('chat_id')
    .execute();
  return rows.length === 1;
}
