import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// A child's matches as their caregiver's page and its pause read and write them (decision 060);
// the caregivers' own rows are repository.ts's.

/**
 * The child's matches a caregiver sees: accepted ones, and a mentor's yes that waits (for the
 * caregiver, or first for the programme's coordinator: `waitsForTurn`).
 */
export async function listChildMatches(db: Kysely<Database>, childId: string) {
  return db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .leftJoin('programmes as p', 'p.id', 'r.programme_id')
    .leftJoin('mentor_vetting as v', 'v.user_id', 'r.mentor_id')
    .select([
      'r.id',
      'r.status',
      'r.mentor_id',
      'r.programme_id',
      'r.mentor_accepted_at',
      'r.programme_decided_at',
      'r.ended_at',
      'r.caregiver_paused_at',
      'r.caregiver_decided_at',
      'mentor.full_name as mentor_name',
      sql<number>`(r.status = 'pending' and p.coordinator_approves_matches = 1
        and r.proposed_by is null and r.programme_decided_at is null)`.as('waits_for_programme'),
      'mentor.avatar_version',
      'p.name as programme_name',
      'p.organisation_id',
      'p.coordinator_approves_matches',
      'p.video_policy',
      'v.reaches_children_until',
    ])
    .where('r.requester_id', '=', childId)
    .where((eb) =>
      eb.or([
        eb('r.status', '=', 'accepted'),
        eb.and([eb('r.status', '=', 'pending'), eb('r.mentor_accepted_at', 'is not', null)]),
      ]),
    )
    .orderBy('r.created_at')
    .execute();
}

/** How the pair talks: the last message from each side, messages since, calls, check-ins. */
export async function pairActivity(
  db: Kysely<Database>,
  {
    requestId,
    childId,
    mentorId,
    since,
  }: { requestId: string; childId: string; mentorId: string; since: number },
) {
  const [last] = await db
    .selectNoFrom([
      sql<number | string | null>`(select max(created_at) from messages
        where chat_id = ${requestId} and sender_id = ${childId})`.as('from_child'),
      sql<number | string | null>`(select max(created_at) from messages
        where chat_id = ${requestId} and sender_id = ${mentorId})`.as('from_mentor'),
      sql<number | string>`(select count(*) from messages
        where chat_id = ${requestId} and created_at >= ${since})`.as('recent'),
    ])
    .execute();
  const calls = await db
    .selectFrom('call_history')
    .select(['started_at', 'ended_at'])
    .where('chat_id', '=', requestId)
    .where('both_joined', '=', 1)
    .orderBy('started_at', 'desc')
    .limit(20)
    .execute();
  const checkIns = await db
    .selectFrom('check_ins')
    .select('due_on')
    .where('request_id', '=', requestId)
    .where('user_id', '=', childId)
    .where('answered_at', 'is not', null)
    .orderBy('due_on')
    .execute();
  const asNumber = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    lastFromChild: asNumber(last?.from_child),
    lastFromMentor: asNumber(last?.from_mentor),
    recentMessages: Number(last?.recent ?? 0),
    calls: calls.map((call) => ({
      startedAt: Number(call.started_at),
      endedAt: call.ended_at === null ? null : Number(call.ended_at),
    })),
    checkInDays: checkIns.map((row) => row.due_on),
  };
}

/** The coordinators of an organisation: the names and addresses a caregiver may contact. */
export async function coordinatorsOf(db: Kysely<Database>, organisationId: string) {
  return db
    .selectFrom('organisation_coordinators as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.full_name', 'u.email', 'u.language'])
    .where('c.organisation_id', '=', organisationId)
    .orderBy('c.added_at')
    .execute();
}

/** The safeguarding leads' addresses and languages, to tell of a pause outside programmes. */
export async function leadAddresses(db: Kysely<Database>) {
  return db
    .selectFrom('safeguarding_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.email', 'u.language'])
    .execute();
}

/** Pauses a child's open match; false when it is not one, or is paused already. */
export async function pauseMatch(
  db: Kysely<Database>,
  { requestId, childId, now }: { requestId: string; childId: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('mentor_requests')
    .set({ caregiver_paused_at: now })
    .where('id', '=', requestId)
    .where('requester_id', '=', childId)
    .where('status', '=', 'accepted')
    .where('ended_at', 'is', null)
    .where('caregiver_paused_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lifts a caregiver's pause; false when there is none. */
export async function liftPause(db: Kysely<Database>, requestId: string): Promise<boolean> {
  const result = await db
    .updateTable('mentor_requests')
    .set({ caregiver_paused_at: null })
    .where('id', '=', requestId)
    .where('caregiver_paused_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The matches paused by a caregiver, oldest first: those of one programme, or outside any. */
export async function listCaregiverPauses(
  db: Kysely<Database>,
  where: { programmeId: string } | 'outside-programmes',
) {
  let query = db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as child', 'child.id', 'r.requester_id')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .leftJoin('programmes as p', 'p.id', 'r.programme_id')
    .select([
      'r.id',
      'r.caregiver_paused_at',
      'child.full_name as child_name',
      'child.age as child_age',
      'mentor.full_name as mentor_name',
      'p.name as programme_name',
    ])
    .where('r.caregiver_paused_at', 'is not', null)
    .orderBy('r.caregiver_paused_at');
  query =
    where === 'outside-programmes'
      ? query.where('r.programme_id', 'is', null)
      : query.where('r.programme_id', '=', where.programmeId);
  return query.execute();
}

/**
 * A caregiver's yes or no to a child's match that waits for them, in the caller's transaction:
 * a yes opens the chat. False when it no longer waits.
 */
export async function decideAsCaregiver(
  db: Kysely<Database>,
  decision: { requestId: string; childId: string; agreed: boolean; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('mentor_requests')
    .set({
      status: decision.agreed ? 'accepted' : 'rejected',
      caregiver_decided_at: decision.now,
      caregiver_agreed: decision.agreed ? 1 : 0,
      updated_at: decision.now,
    })
    .where('id', '=', decision.requestId)
    .where('requester_id', '=', decision.childId)
    .where('status', '=', 'pending')
    .where('mentor_accepted_at', 'is not', null)
    .where('caregiver_decided_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
