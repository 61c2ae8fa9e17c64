import type { Kysely } from 'kysely';
import {
  type CheckInCadence,
  DEFAULT_CADENCE,
  isCadence,
} from '@mentorbridge/domain/check-in-rules';
import type { Database } from '../../db/schema.ts';

/** A match as its check-ins need it. */
export interface CheckInMatch {
  id: string;
  mentorId: string;
  menteeId: string;
  mentorName: string;
  menteeName: string;
  menteeAge: number;
  status: string;
  programmeId: string | null;
  /** On in every programme match; outside one once a member turned them on. */
  on: boolean;
  cadence: CheckInCadence;
  /** When the chat opened (the accepted request's last change). */
  startedAt: number;
  ended: boolean;
}

function matchesWithCheckIns(db: Kysely<Database>) {
  return db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .innerJoin('users as mentee', 'mentee.id', 'r.requester_id')
    .leftJoin('programmes as p', 'p.id', 'r.programme_id')
    .select([
      'r.id',
      'r.mentor_id',
      'r.requester_id',
      'r.status',
      'r.programme_id',
      'r.check_ins_on',
      'r.updated_at',
      'r.ended_at',
      'p.check_in_cadence',
      'mentor.full_name as mentor_name',
      'mentee.full_name as mentee_name',
      'mentee.age as mentee_age',
    ]);
}

type MatchRow = Awaited<
  ReturnType<ReturnType<typeof matchesWithCheckIns>['executeTakeFirstOrThrow']>
>;

const toMatch = (row: MatchRow): CheckInMatch => ({
  id: row.id,
  mentorId: row.mentor_id,
  menteeId: row.requester_id,
  mentorName: row.mentor_name,
  menteeName: row.mentee_name,
  menteeAge: row.mentee_age,
  status: row.status,
  programmeId: row.programme_id,
  on: row.programme_id !== null || row.check_ins_on === 1,
  cadence:
    row.check_in_cadence !== null && isCadence(row.check_in_cadence)
      ? row.check_in_cadence
      : DEFAULT_CADENCE,
  startedAt: Number(row.updated_at),
  ended: row.ended_at !== null,
});

export async function findCheckInMatch(
  db: Kysely<Database>,
  requestId: string,
): Promise<CheckInMatch | undefined> {
  const row = await matchesWithCheckIns(db).where('r.id', '=', requestId).executeTakeFirst();
  return row && toMatch(row);
}

/** Every open match whose check-ins are on, for the periodic round. */
export async function listOpenMatchesWithCheckIns(db: Kysely<Database>): Promise<CheckInMatch[]> {
  const rows = await matchesWithCheckIns(db)
    .where('r.status', '=', 'accepted')
    .where('r.ended_at', 'is', null)
    .where((eb) => eb.or([eb('r.programme_id', 'is not', null), eb('r.check_ins_on', '=', 1)]))
    .execute();
  return rows.map(toMatch);
}

/**
 * Writes each member's check-in of a due day as told, once: answers those that were not written
 * before (by another process's round, or by the member answering first).
 */
export async function recordCheckInNotices(
  db: Kysely<Database>,
  notices: { requestId: string; userId: string; dueOn: string }[],
  now: number,
): Promise<{ requestId: string; userId: string }[]> {
  if (notices.length === 0) return [];
  const rows = await db
    .insertInto('check_ins')
    .values(
      notices.map((notice) => ({
        request_id: notice.requestId,
        user_id: notice.userId,
        due_on: notice.dueOn,
        notified_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['request_id', 'user_id'])
    .execute();
  return rows.map((row) => ({ requestId: row.request_id, userId: row.user_id }));
}

/** A member's answer to the check-in of a due day, once: false when they answered it already. */
export async function saveCheckInAnswer(
  db: Kysely<Database>,
  answer: {
    requestId: string;
    userId: string;
    dueOn: string;
    rating: number;
    line: string;
    flaggedKinds: string | null;
    toLookAt: boolean;
    now: number;
  },
): Promise<boolean> {
  const answered = {
    rating: answer.rating,
    line: answer.line,
    answered_at: answer.now,
    flagged_kinds: answer.flaggedKinds,
    to_look_at: answer.toLookAt ? 1 : 0,
  };
  const result = await db
    .insertInto('check_ins')
    .values({
      request_id: answer.requestId,
      user_id: answer.userId,
      due_on: answer.dueOn,
      ...answered,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['request_id', 'user_id', 'due_on'])
        .doUpdateSet(answered)
        .where('check_ins.answered_at', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Turns a pair's check-ins on or off (outside programmes). */
export async function setCheckInsOn(
  db: Kysely<Database>,
  requestId: string,
  on: boolean,
): Promise<void> {
  await db
    .updateTable('mentor_requests')
    .set({ check_ins_on: on ? 1 : 0 })
    .where('id', '=', requestId)
    .execute();
}

/** Every check-in of these matches, oldest first, for the coordinators' console. */
export async function listCheckInsOf(db: Kysely<Database>, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('check_ins')
    .select([
      'request_id',
      'user_id',
      'due_on',
      'rating',
      'line',
      'answered_at',
      'flagged_kinds',
      'to_look_at',
    ])
    .where('request_id', 'in', requestIds)
    .orderBy('due_on')
    .execute();
}

/** A coordinator looked at a pair's low ratings and flagged lines. */
export async function markCheckInsLooked(
  db: Kysely<Database>,
  { requestId, by, now }: { requestId: string; by: string; now: number },
): Promise<number> {
  const result = await db
    .updateTable('check_ins')
    .set({ to_look_at: 0, looked_at: now, looked_by: by })
    .where('request_id', '=', requestId)
    .where('to_look_at', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The check-in lines the warning-signs check flagged, newest first, for the leads' console. */
export async function listFlaggedCheckIns(db: Kysely<Database>) {
  return db
    .selectFrom('check_ins as c')
    .select([
      'c.request_id',
      'c.user_id',
      'c.due_on',
      'c.rating',
      'c.line',
      'c.flagged_kinds',
      'c.answered_at',
    ])
    .where('c.flagged_kinds', 'is not', null)
    .orderBy('c.answered_at', 'desc')
    .limit(200)
    .execute();
}
