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
 * The mentor's yes to a match whose programme approves matches (decision 058): the request stays
 * pending, so no chat opens, until a coordinator decides. False when it is no longer pending, was
 * said yes to already, or was decided.
 */
export async function markMentorAccepted(
  db: Kysely<Database>,
  change: { id: string; now: number },
  firstAnswer: { mentorId: string; requestedAt: number },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('mentor_requests')
      .set({ mentor_accepted_at: change.now, updated_at: change.now })
      .where('id', '=', change.id)
      .where('status', '=', 'pending')
      .where('mentor_accepted_at', 'is', null)
      .where('programme_decided_at', 'is', null)
      .executeTakeFirst();
    const moved = result.numUpdatedRows > 0n;
    if (moved) await insertReplyTime(trx, firstAnswer, change.now);
    return moved;
  });
}

/**
 * The mentor's yes to a child under 13's match that needs no coordinator, or one a coordinator
 * proposed (decision 060): the request stays pending until the child's caregiver says yes.
 * False when it is no longer pending, or was said yes to already.
 */
export async function markWaitingForCaregiver(
  db: Kysely<Database>,
  change: { id: string; now: number },
  firstAnswer: { mentorId: string; requestedAt: number },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('mentor_requests')
      .set({ mentor_accepted_at: change.now, updated_at: change.now })
      .where('id', '=', change.id)
      .where('status', '=', 'pending')
      .where('mentor_accepted_at', 'is', null)
      .executeTakeFirst();
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
