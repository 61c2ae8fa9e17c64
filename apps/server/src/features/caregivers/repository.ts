import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A caregiver with what their page and its rules need of the child. */
export interface CaregiverRecord {
  childId: string;
  email: string;
  source: 'sign_up' | 'programme';
  childName: string;
  childEmail: string;
  childAge: number;
  childSignedUpAt: number;
  /** Whether the child is in a programme that asks for a caregiver (for `source: programme`). */
  inAskingProgramme: boolean;
  summarySentAt: number | null;
  /** They agreed to one-to-one video calls (decision 060). */
  videoAgreed: boolean;
  createdAt: number;
}

function caregiversWithChild(db: Kysely<Database>) {
  return db
    .selectFrom('caregivers as c')
    .innerJoin('users as child', 'child.id', 'c.child_id')
    .select([
      'c.child_id',
      'c.email',
      'c.source',
      'c.created_at',
      'c.summary_sent_at',
      'c.video_agreed_at',
      'child.full_name',
      'child.email as child_email',
      'child.age',
      'child.created_at as child_created_at',
      sql<number>`exists (select 1 from programme_members m
        join programmes p on p.id = m.programme_id
        where m.user_id = c.child_id and m.role = 'pupil' and p.asks_caregiver = 1)`.as(
        'in_asking_programme',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof caregiversWithChild>['executeTakeFirstOrThrow']>>;

const toRecord = (row: Row): CaregiverRecord => ({
  childId: row.child_id,
  email: row.email,
  source: row.source === 'programme' ? 'programme' : 'sign_up',
  childName: row.full_name,
  childEmail: row.child_email,
  childAge: row.age,
  childSignedUpAt: Number(row.child_created_at),
  inAskingProgramme: Boolean(Number(row.in_asking_programme)),
  summarySentAt: row.summary_sent_at === null ? null : Number(row.summary_sent_at),
  videoAgreed: row.video_agreed_at !== null,
  createdAt: Number(row.created_at),
});

export async function findCaregiverByToken(db: Kysely<Database>, tokenHash: string) {
  const row = await caregiversWithChild(db)
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findCaregiverOf(db: Kysely<Database>, childId: string) {
  const row = await caregiversWithChild(db).where('c.child_id', '=', childId).executeTakeFirst();
  return row && toRecord(row);
}

export async function findCaregiversByEmail(db: Kysely<Database>, email: string) {
  const rows = await caregiversWithChild(db).where('c.email', '=', email).execute();
  return rows.map(toRecord);
}

/** Every caregiver, for the monthly summaries. */
export async function listCaregivers(db: Kysely<Database>) {
  return (await caregiversWithChild(db).execute()).map(toRecord);
}

/** A child's caregiver, made or changed: a new address starts with a new link. */
export async function saveCaregiver(
  db: Kysely<Database>,
  caregiver: { childId: string; email: string; source: string; tokenHash: string; now: number },
): Promise<void> {
  await db
    .insertInto('caregivers')
    .values({
      child_id: caregiver.childId,
      email: caregiver.email,
      source: caregiver.source,
      token_hash: caregiver.tokenHash,
      created_at: caregiver.now,
      link_sent_at: caregiver.now,
    })
    .onConflict((conflict) =>
      conflict.column('child_id').doUpdateSet({
        email: caregiver.email,
        token_hash: caregiver.tokenHash,
        link_sent_at: caregiver.now,
      }),
    )
    .execute();
}

/** A new link for the caregiver: the one before stops working. */
export async function replaceLink(
  db: Kysely<Database>,
  {
    childId,
    tokenHash,
    now,
    summary,
  }: { childId: string; tokenHash: string; now: number; summary?: boolean },
): Promise<void> {
  await db
    .updateTable('caregivers')
    .set({ token_hash: tokenHash, link_sent_at: now, ...(summary ? { summary_sent_at: now } : {}) })
    .where('child_id', '=', childId)
    .execute();
}

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
    .select(['u.id', 'u.full_name', 'u.email'])
    .where('c.organisation_id', '=', organisationId)
    .orderBy('c.added_at')
    .execute();
}

/** The safeguarding leads' addresses, to tell of a pause outside programmes. */
export async function leadAddresses(db: Kysely<Database>) {
  return db
    .selectFrom('safeguarding_leads as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.email'])
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

/** The guardian an under-13's consent names, for a caregiver made from it. */
export async function findGuardianEmail(db: Kysely<Database>, childId: string) {
  const row = await db
    .selectFrom('guardian_consents')
    .select('guardian_email')
    .where('user_id', '=', childId)
    .executeTakeFirst();
  return row?.guardian_email;
}

/**
 * Whether a pupil is in (or waits for) a programme that asks its pupils of 13 to 15 for a
 * caregiver, with the name of the first such programme and when the pupil signed up (their age
 * counts up from it); undefined when none asks.
 */
export async function programmeAsks(
  db: Kysely<Database>,
  userId: string,
): Promise<{ programmeName: string; signedUpAt: number } | undefined> {
  const row = await db
    .selectFrom('programme_members as m')
    .innerJoin('programmes as p', 'p.id', 'm.programme_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['p.name', 'u.created_at'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'pupil')
    .where('p.asks_caregiver', '=', 1)
    .orderBy(sql`m.joined_at`)
    .executeTakeFirst();
  return row && { programmeName: row.name, signedUpAt: Number(row.created_at) };
}

/**
 * Claims a caregiver's monthly summary for this run: the mark moves from what was read, so two
 * processes running the round at once send it once. False when another run took it.
 */
export async function claimSummary(
  db: Kysely<Database>,
  { childId, was, now }: { childId: string; was: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('caregivers')
    .set({ summary_sent_at: now })
    .where('child_id', '=', childId)
    .where((eb) =>
      was === null ? eb('summary_sent_at', 'is', null) : eb('summary_sent_at', '=', was),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The caregiver's yes to one-to-one video calls, or its withdrawal. */
export async function setVideoAgreed(
  db: Kysely<Database>,
  { childId, agreed, now }: { childId: string; agreed: boolean; now: number },
): Promise<void> {
  await db
    .updateTable('caregivers')
    .set({ video_agreed_at: agreed ? now : null })
    .where('child_id', '=', childId)
    .execute();
}
