import { type Kysely, sql } from 'kysely';
import type { RequestStatus } from '@mentorbridge/domain/api/connections';
import {
  type CheckInCadence,
  DEFAULT_CADENCE,
  isCadence,
} from '@mentorbridge/domain/check-in-rules';
import type { EndedBy, EndingReason } from '@mentorbridge/domain/ending-rules';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf, openReportBetween } from '../../lib/standing-repository.ts';

// A request as each side reads it: its parties, its programme, its check-ins and its ending.

/** A request with what each side shows of the other. */
export interface RequestRecord {
  id: string;
  status: RequestStatus;
  createdAt: number;
  updatedAt: number;
  mentor: { id: string; fullName: string; pictureVersion: number };
  mentee: {
    id: string;
    fullName: string;
    pictureVersion: number;
    age: number;
    /** When they signed up: their age counts up from it (decision 060). */
    signedUpAt: number;
  };
  /** A report between the two is open, a caregiver paused it, or one of them is suspended. */
  frozen: boolean;
  /** A caregiver paused it (decision 060), until a coordinator or a lead lifts it. */
  caregiverPaused: boolean;
  /** A child under 13's caregiver said yes or no to the match; null until they do. */
  caregiverDecidedAt: number | null;
  /** The first day the mentor's safeguarding record no longer counts; null: it does not now. */
  mentorCheckedUntil: string | null;
  /** What the mentee wrote with the request, if anything. */
  message: string | null;
  /** The mentee's name as the mentor last saw it, while a rename during a pause is hidden. */
  menteeNameWhilePaused: string | null;
  /** The programme the match belongs to (decision 058), as it is set now; null outside one. */
  programme: { id: string; name: string; approvesMatches: boolean } | null;
  /** The mentor's yes while the match waits for a coordinator. */
  mentorAcceptedAt: number | null;
  /** A coordinator proposed it, or decided on it: then it no longer waits for one. */
  proposed: boolean;
  programmeDecidedAt: number | null;
  /** A coordinator's reason for saying no. */
  programmeRefusal: string | null;
  /** The programme's planned end (`YYYY-MM-DD`); null outside programmes. */
  endsOn: string | null;
  /**
   * Check-ins (decision 060): on in every programme match, on outside one once a member turned
   * them on; the cadence, and the last due day each member answered.
   */
  checkIns: {
    on: boolean;
    cadence: CheckInCadence;
    mentorAnsweredUpTo: string | null;
    menteeAnsweredUpTo: string | null;
  };
  /** How the match ended (decision 060); null while it goes on. */
  ending: {
    id: string;
    endedAt: number;
    by: EndedBy;
    endedById: string | null;
    reason: EndingReason;
    /** Who of the two answered the exit questions. */
    mentorAnswered: boolean;
    menteeAnswered: boolean;
  } | null;
}

function requestsWithParties(db: Kysely<Database>) {
  return (
    db
      .selectFrom('mentor_requests as r')
      .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
      .innerJoin('users as mentee', 'mentee.id', 'r.requester_id')
      .leftJoin('programmes as programme', 'programme.id', 'r.programme_id')
      // The ending in force: the one written with the match's `ended_at`.
      .leftJoin('match_endings as ending', (join) =>
        join.onRef('ending.request_id', '=', 'r.id').onRef('ending.ended_at', '=', 'r.ended_at'),
      )
      .select([
        'r.id',
        'r.status',
        'r.mentor_accepted_at',
        'r.proposed_by',
        'r.programme_decided_at',
        'r.programme_refusal',
        'programme.id as programme_id',
        'programme.name as programme_name',
        'programme.coordinator_approves_matches',
        'programme.ends_on as programme_ends_on',
        'programme.check_in_cadence',
        'r.check_ins_on',
        'ending.id as ending_id',
        'ending.ended_at as ending_ended_at',
        'ending.ended_by_role as ending_by',
        'ending.ended_by as ending_by_id',
        'ending.reason as ending_reason',
        'r.created_at',
        'r.updated_at',
        'r.message',
        'r.mentee_name_while_paused',
        'mentor.id as mentor_id',
        'mentor.full_name as mentor_name',
        'mentor.avatar_version as mentor_picture',
        'mentee.id as mentee_id',
        'mentee.full_name as mentee_name',
        'mentee.avatar_version as mentee_picture',
        'mentee.age as mentee_age',
        'mentee.created_at as mentee_signed_up_at',
        'r.caregiver_paused_at',
        'r.caregiver_decided_at',
        'mentor.suspended_at as mentor_suspended_at',
        'mentee.suspended_at as mentee_suspended_at',
        openReportBetween(sql.ref('r.mentor_id'), sql.ref('r.requester_id')).as('reported'),
      ])
      .select((eb) =>
        eb
          .selectFrom('mentor_vetting')
          .select('mentor_vetting.reaches_children_until')
          .whereRef('mentor_vetting.user_id', '=', 'r.mentor_id')
          .as('mentor_checked_until'),
      )
      .select([
        exitAnsweredBy('mentor_id').as('mentor_answered_exit'),
        exitAnsweredBy('requester_id').as('mentee_answered_exit'),
        checkInAnsweredUpTo('mentor_id').as('mentor_checked_in_up_to'),
        checkInAnsweredUpTo('requester_id').as('mentee_checked_in_up_to'),
      ])
  );
}

/** The last due day of a check-in the member answered. */
const checkInAnsweredUpTo = (member: 'mentor_id' | 'requester_id') =>
  sql<string | null>`(select max(c.due_on) from check_ins c
    where c.request_id = r.id and c.user_id = r.${sql.raw(member)} and c.answered_at is not null)`;

/** Whether the member answered the exit questions of the ending in force. */
const exitAnsweredBy = (member: 'mentor_id' | 'requester_id') =>
  sql<number>`exists (select 1 from exit_answers a
    where a.ending_id = ending.id and a.user_id = r.${sql.raw(member)})`;

type RequestRow = Awaited<
  ReturnType<ReturnType<typeof requestsWithParties>['executeTakeFirstOrThrow']>
>;

const toRecord = (row: RequestRow): RequestRecord => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  mentor: { id: row.mentor_id, fullName: row.mentor_name, pictureVersion: row.mentor_picture },
  mentee: {
    id: row.mentee_id,
    fullName: row.mentee_name,
    pictureVersion: row.mentee_picture,
    age: row.mentee_age,
    signedUpAt: Number(row.mentee_signed_up_at),
  },
  frozen:
    row.mentor_suspended_at !== null ||
    row.mentee_suspended_at !== null ||
    row.caregiver_paused_at !== null ||
    Boolean(Number(row.reported)),
  caregiverPaused: row.caregiver_paused_at !== null,
  caregiverDecidedAt: row.caregiver_decided_at === null ? null : Number(row.caregiver_decided_at),
  mentorCheckedUntil: row.mentor_checked_until,
  message: row.message,
  menteeNameWhilePaused: row.mentee_name_while_paused,
  programme:
    row.programme_id === null
      ? null
      : {
          id: row.programme_id,
          name: row.programme_name ?? '',
          approvesMatches: row.coordinator_approves_matches === 1,
        },
  mentorAcceptedAt: row.mentor_accepted_at,
  proposed: row.proposed_by !== null,
  programmeDecidedAt: row.programme_decided_at,
  programmeRefusal: row.programme_refusal,
  endsOn: row.programme_ends_on,
  checkIns: {
    on: row.programme_id !== null || row.check_ins_on === 1,
    cadence:
      row.check_in_cadence !== null && isCadence(row.check_in_cadence)
        ? row.check_in_cadence
        : DEFAULT_CADENCE,
    mentorAnsweredUpTo: row.mentor_checked_in_up_to,
    menteeAnsweredUpTo: row.mentee_checked_in_up_to,
  },
  ending:
    row.ending_id === null || row.ending_ended_at === null
      ? null
      : {
          id: row.ending_id,
          endedAt: Number(row.ending_ended_at),
          by: row.ending_by as EndedBy,
          endedById: row.ending_by_id,
          reason: row.ending_reason as EndingReason,
          mentorAnswered: Boolean(row.mentor_answered_exit),
          menteeAnswered: Boolean(row.mentee_answered_exit),
        },
});

/** Every request the user is the mentor or the requester of, newest first. */
export async function listRequestsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<RequestRecord[]> {
  const rows = await requestsWithParties(db)
    .where((eb) => eb.or([eb('r.mentor_id', '=', userId), eb('r.requester_id', '=', userId)]))
    // A blocked pair no longer sees each other's request, whoever blocked.
    .where('r.mentor_id', 'not in', blockedBy(db, userId))
    .where('r.mentor_id', 'not in', blockersOf(db, userId))
    .where('r.requester_id', 'not in', blockedBy(db, userId))
    .where('r.requester_id', 'not in', blockersOf(db, userId))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  return rows.map(toRecord);
}

export async function findRequest(
  db: Kysely<Database>,
  id: string,
): Promise<RequestRecord | undefined> {
  const row = await requestsWithParties(db).where('r.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}
