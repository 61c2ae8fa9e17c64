import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';

/** How long a pending request waited for its mentor's first answer: their reply time. */
export async function insertReplyTime(
  trx: Kysely<Database>,
  { mentorId, requestedAt }: { mentorId: string; requestedAt: number },
  now: number,
): Promise<void> {
  await trx
    .insertInto('reply_times')
    .values({ mentor_id: mentorId, answered_at: now, waited_ms: Math.max(0, now - requestedAt) })
    .execute();
}

/**
 * The mentor's yes that leaves a request pending, so no chat opens (decisions 058, 060): to a
 * match whose programme approves matches, until a coordinator decides (`untilDecided`); or to a
 * child under 13's match, until their caregiver says yes, a coordinator's proposal included.
 * False when it is no longer pending, was said yes to already, or (untilDecided) was decided.
 */
export async function markMentorAccepted(
  db: Kysely<Database>,
  change: { id: string; now: number },
  firstAnswer: { mentorId: string; requestedAt: number },
  { untilDecided = true }: { untilDecided?: boolean } = {},
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    let update = trx
      .updateTable('mentor_requests')
      .set({ mentor_accepted_at: change.now, updated_at: change.now })
      .where('id', '=', change.id)
      .where('status', '=', 'pending')
      .where('mentor_accepted_at', 'is', null);
    if (untilDecided) update = update.where('programme_decided_at', 'is', null);
    const result = await update.executeTakeFirst();
    const moved = result.numUpdatedRows > 0n;
    if (moved) await insertReplyTime(trx, firstAnswer, change.now);
    return moved;
  });
}

/**
 * A coordinator's decision on a match of their programme that waits for one: `accepted` opens
 * the chat, `rejected` keeps the reason both sides read, and `caregiver` approves it for a child
 * under 13 whose caregiver says yes next (decision 060). False when it no longer waits.
 */
export async function decideProgrammeMatch(
  db: Kysely<Database>,
  decision: {
    id: string;
    programmeId: string;
    to: 'accepted' | 'rejected' | 'caregiver';
    by: string;
    refusal: string | null;
    now: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('mentor_requests')
    .set({
      status: decision.to === 'caregiver' ? 'pending' : decision.to,
      programme_decided_by: decision.by,
      programme_decided_at: decision.now,
      programme_refusal: decision.refusal,
      updated_at: decision.now,
    })
    .where('id', '=', decision.id)
    .where('programme_id', '=', decision.programmeId)
    .where('status', '=', 'pending')
    .where('mentor_accepted_at', 'is not', null)
    .where('programme_decided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
