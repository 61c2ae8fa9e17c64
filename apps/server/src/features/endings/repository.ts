import { type Kysely, sql } from 'kysely';
import type { EndedBy, EndingReason } from '@mentorbridge/domain/ending-rules';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';

/** A match as its ending needs it: its members, its programme and whether it has ended. */
export interface MatchRecord {
  id: string;
  mentorId: string;
  menteeId: string;
  mentorName: string;
  menteeName: string;
  menteeAge: number;
  programmeId: string | null;
  /** Null while the match goes on. */
  endedAt: number | null;
}

export async function findMatch(
  db: Kysely<Database>,
  requestId: string,
): Promise<MatchRecord | undefined> {
  const row = await db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .innerJoin('users as mentee', 'mentee.id', 'r.requester_id')
    .select([
      'r.id',
      'r.mentor_id',
      'r.requester_id',
      'r.programme_id',
      'r.ended_at',
      'mentor.full_name as mentor_name',
      'mentee.full_name as mentee_name',
      'mentee.age as mentee_age',
    ])
    .where('r.id', '=', requestId)
    .where('r.status', '=', 'accepted')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      mentorId: row.mentor_id,
      menteeId: row.requester_id,
      mentorName: row.mentor_name,
      menteeName: row.mentee_name,
      menteeAge: row.mentee_age,
      programmeId: row.programme_id,
      endedAt: row.ended_at === null ? null : Number(row.ended_at),
    }
  );
}

/**
 * Ends an accepted match that has not ended, and records how: false when it had ended already
 * (two endings at once: one wins). The chat's standing moves with `ended_at` (decision 035).
 */
export async function insertEnding(
  db: Kysely<Database>,
  ending: {
    id: string;
    requestId: string;
    by: EndedBy;
    byId: string | null;
    reason: EndingReason;
    now: number;
  },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .updateTable('mentor_requests')
      .set({ ended_at: ending.now })
      .where('id', '=', ending.requestId)
      .where('status', '=', 'accepted')
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('match_endings')
      .values({
        id: ending.id,
        request_id: ending.requestId,
        ended_at: ending.now,
        ended_by_role: ending.by,
        ended_by: ending.byId,
        reason: ending.reason,
      })
      .execute();
    return true;
  });
}

/**
 * Opens an ended match again, in the caller's transaction, when it still stands at the ending
 * read (`endedAt`); the ending keeps who reopened it, when and why. False when it does not.
 */
export async function reopenEnding(
  trx: Kysely<Database>,
  reopening: { requestId: string; endedAt: number; by: string; reason: string; now: number },
): Promise<boolean> {
  const reopened = await trx
    .updateTable('mentor_requests')
    .set({ ended_at: null, ending_reminded_for: null })
    .where('id', '=', reopening.requestId)
    .where('ended_at', '=', reopening.endedAt)
    .executeTakeFirst();
  if (reopened.numUpdatedRows === 0n) return false;
  await trx
    .updateTable('match_endings')
    .set({
      reopened_at: reopening.now,
      reopened_by: reopening.by,
      reopen_reason: reopening.reason,
    })
    .where('request_id', '=', reopening.requestId)
    .where('ended_at', '=', reopening.endedAt)
    .execute();
  return true;
}

/** The ending in force of a match that ended at `endedAt`. */
export async function findEndingId(
  db: Kysely<Database>,
  requestId: string,
  endedAt: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('match_endings')
    .select('id')
    .where('request_id', '=', requestId)
    .where('ended_at', '=', endedAt)
    .executeTakeFirst();
  return row?.id;
}

/** A member's exit answers, once per ending: false when they answered already. */
export async function insertExitAnswers(
  db: Kysely<Database>,
  answers: {
    endingId: string;
    userId: string;
    helped: number;
    bestPart: string;
    better: string;
    now: number;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('exit_answers')
    .values({
      ending_id: answers.endingId,
      user_id: answers.userId,
      helped: answers.helped,
      best_part: answers.bestPart,
      better: answers.better,
      answered_at: answers.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A programme's planned end, read beside a row of `mentor_requests`. */
const plannedEnd = sql<string>`(select p.ends_on from programmes p
  where p.id = mentor_requests.programme_id)`;

/**
 * Marks the reminder of a planned end as sent for the open matches whose programme ends within
 * `remindFrom`..`until` (`YYYY-MM-DD`, inclusive) and were not reminded of that end yet, and
 * returns them: each to exactly one caller, however many processes run the round.
 */
export async function takeEndingRemindersDue(
  db: Kysely<Database>,
  { today, until }: { today: string; until: string },
): Promise<{ id: string; endsOn: string }[]> {
  const rows = await db
    .updateTable('mentor_requests')
    .set({ ending_reminded_for: plannedEnd })
    .where('status', '=', 'accepted')
    .where('ended_at', 'is', null)
    .where(plannedEnd, '>=', today)
    .where(plannedEnd, '<=', until)
    .where((eb) =>
      eb.or([eb('ending_reminded_for', 'is', null), eb('ending_reminded_for', '<>', plannedEnd)]),
    )
    .returning(['id', 'ending_reminded_for'])
    .execute();
  return rows.map((row) => ({ id: row.id, endsOn: row.ending_reminded_for ?? '' }));
}

/** The open matches whose programme's planned end came before `today`. */
export async function findMatchesPastPlannedEnd(
  db: Kysely<Database>,
  today: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('mentor_requests')
    .select('id')
    .where('status', '=', 'accepted')
    .where('ended_at', 'is', null)
    .where(plannedEnd, '<', today)
    .execute();
  return rows.map((row) => row.id);
}
