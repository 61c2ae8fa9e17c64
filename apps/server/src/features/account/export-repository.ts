import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What a person's data export reads (data-export.ts): each query keyed by their id, and only
// what is theirs or was said to them. Other people's private answers, hidden experiences and
// records are never selected.

export const accountIdByEmail = async (db: Kysely<Database>, email: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst()
  )?.id;

export async function accountRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'role',
      'age',
      'email_verified',
      'avatar_version',
      'created_at',
      'suspended_at',
      'language',
      'notify_requests',
      'notify_answers',
      'notify_unread',
      'notify_mentoring',
      'mentee_capacity',
      'paused_requests',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export const skillsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('mentor_skills').select('skill').where('user_id', '=', userId).execute();

export const guardianConsentOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('guardian_consents')
    .leftJoin('programmes', 'programmes.id', 'guardian_consents.school_programme_id')
    .select([
      'guardian_email',
      'guardian_consents.language',
      'status',
      'guardian_consents.created_at',
      'decided_at',
      'programmes.name as school_programme',
      'school_consent_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const notesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('notes')
    .select(['content', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** Their requests, sent or received, with the other person's name as shown to them. */
export const requestsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mentor_requests as r')
    .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
    .innerJoin('users as mentee', 'mentee.id', 'r.requester_id')
    .leftJoin('programmes', 'programmes.id', 'r.programme_id')
    .select([
      'r.id',
      'r.mentor_id',
      'programmes.name as programme_name',
      'r.mentor_accepted_at',
      'r.proposed_by',
      'r.programme_decided_at',
      'r.programme_refusal',
      'r.requester_id',
      'r.status',
      'r.message',
      'r.created_at',
      'r.updated_at',
      'mentor.full_name as mentor_name',
      'mentee.full_name as mentee_name',
      'r.mentee_name_while_paused',
    ])
    .where((eb) => eb.or([eb('r.mentor_id', '=', userId), eb('r.requester_id', '=', userId)]))
    .orderBy('r.created_at')
    .execute();

/** The calls of their chats: when each began and ended, and whether both were in it. */
export const callsOf = (db: Kysely<Database>, chatIds: readonly string[]) =>
  chatIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('call_history')
        .select(['chat_id', 'started_at', 'ended_at', 'both_joined'])
        .where('chat_id', 'in', chatIds)
        .orderBy('started_at')
        .execute();

/**
 * Their own times in the calls of their chats (from their first tab joining to their last
 * leaving); the other member's times are the other member's.
 */
export const callAttendanceOf = (
  db: Kysely<Database>,
  userId: string,
  chatIds: readonly string[],
) =>
  chatIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('call_attendance')
        .select(['chat_id', 'call_started_at', 'joined_at', 'left_at'])
        .where('chat_id', 'in', chatIds)
        .where('user_id', '=', userId)
        .orderBy('joined_at')
        .execute();

/** Every message of their chats, theirs and what they received, in order. */
export const messagesOf = (db: Kysely<Database>, chatIds: readonly string[]) =>
  chatIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('messages')
        .select(['chat_id', 'seq', 'sender_id', 'text', 'image_key', 'created_at'])
        .where('chat_id', 'in', chatIds)
        .orderBy('chat_id')
        .orderBy('seq')
        .execute();

export const chatReadsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('chat_reads')
    .select(['chat_id', 'seen_up_to'])
    .where('user_id', '=', userId)
    .execute();

/** Messages of theirs a lead held, with what became of them. */
export const heldMessagesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('held_messages')
    .select(['chat_id', 'text', 'status', 'created_at', 'decided_at'])
    .where('sender_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const reportsMadeBy = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reported_id')
    .select([
      'users.full_name as reported_name',
      'reports.reason',
      'reports.details',
      'reports.status',
      'reports.created_at',
    ])
    .where('reports.reporter_id', '=', userId)
    .orderBy('reports.created_at')
    .execute();

export const warningsTo = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('warnings')
    .select(['message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const blocksBy = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.full_name as blocked_name', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', userId)
    .execute();

export const devicesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .execute();

export const sessionsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();

export const storyOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mentor_profiles')
    .select(['headline', 'about', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const experiencesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mentor_experiences')
    .select(['experience', 'note', 'shown'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();

export const goalsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('mentor_goals').select('goal').where('user_id', '=', userId).execute();

export const languagesOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('mentor_languages').select('language').where('user_id', '=', userId).execute();

export const answersOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mentee_answers')
    .select(['goals', 'experiences', 'languages', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const replyTimesOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('reply_times')
    .select(['answered_at', 'waited_ms'])
    .where('mentor_id', '=', userId)
    .execute();

export const vettingOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mentor_vetting')
    .select([
      'check_kind',
      'check_reference',
      'issued_on',
      'seen_on',
      'expires_on',
      'references_received',
      'references_on',
      'interviewed_on',
      'trained_on',
      'suspended_at',
      'suspended_reason',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const leadSince = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('safeguarding_leads')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The organisations the person coordinates, and since when (decision 058). */
export const coordinatingOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('organisation_coordinators')
    .innerJoin('organisations', 'organisations.id', 'organisation_coordinators.organisation_id')
    .select(['organisations.name', 'organisation_coordinators.added_at'])
    .where('organisation_coordinators.user_id', '=', userId)
    .orderBy('organisation_coordinators.added_at')
    .execute();
