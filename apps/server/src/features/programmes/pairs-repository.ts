import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A programme's matches (decision 058), each with its two people, the mentor's safeguarding
 * record as a school's central record names it, and how the pair talks: the last message from
 * each side, the messages since `recentSince`, and their calls (`call_history`). Each read by
 * its chat's index.
 */
export async function listPairs(
  db: Kysely<Database>,
  programmeId: string,
  { recentSince, now }: { recentSince: number; now: number },
) {
  const lastFrom = (sender: 'r.requester_id' | 'r.mentor_id') =>
    sql<
      number | string | null
    >`(select max(m.created_at) from messages m where m.chat_id = r.id and m.sender_id = ${sql.ref(sender)})`;
  return (
    db
      .selectFrom('mentor_requests as r')
      .innerJoin('users as pupil', 'pupil.id', 'r.requester_id')
      .innerJoin('users as mentor', 'mentor.id', 'r.mentor_id')
      .leftJoin('mentor_vetting as vetting', 'vetting.user_id', 'r.mentor_id')
      // The ending in force (decision 060), and each member's answers to its exit questions.
      .leftJoin('match_endings as ending', (join) =>
        join.onRef('ending.request_id', '=', 'r.id').onRef('ending.ended_at', '=', 'r.ended_at'),
      )
      .leftJoin('exit_answers as pupil_exit', (join) =>
        join
          .onRef('pupil_exit.ending_id', '=', 'ending.id')
          .onRef('pupil_exit.user_id', '=', 'r.requester_id'),
      )
      .leftJoin('exit_answers as mentor_exit', (join) =>
        join
          .onRef('mentor_exit.ending_id', '=', 'ending.id')
          .onRef('mentor_exit.user_id', '=', 'r.mentor_id'),
      )
      .select([
        'r.id',
        'r.status',
        'r.created_at',
        'r.updated_at',
        'r.mentor_accepted_at',
        'r.proposed_by',
        'r.programme_refusal',
        'r.ended_at',
        'r.caregiver_paused_at',
        'ending.ended_by_role',
        'ending.reason as ending_reason',
        'pupil_exit.helped as pupil_helped',
        'pupil_exit.best_part as pupil_best_part',
        'pupil_exit.better as pupil_better',
        'mentor_exit.helped as mentor_helped',
        'mentor_exit.best_part as mentor_best_part',
        'mentor_exit.better as mentor_better',
        'pupil.id as pupil_id',
        'pupil.full_name as pupil_name',
        'pupil.age as pupil_age',
        'mentor.id as mentor_id',
        'mentor.full_name as mentor_name',
        'mentor.email as mentor_email',
        'vetting.check_kind',
        'vetting.issued_on',
        'vetting.seen_on',
        'vetting.expires_on',
        'vetting.reaches_children_until',
        lastFrom('r.requester_id').as('last_from_pupil'),
        lastFrom('r.mentor_id').as('last_from_mentor'),
        sql<
          number | string
        >`(select count(*) from messages m where m.chat_id = r.id and m.created_at >= ${recentSince})`.as(
          'recent_messages',
        ),
        // Calls both members were in, and their length so far (one going on counts up to now).
        sql<
          number | string
        >`(select count(*) from call_history h where h.chat_id = r.id and h.both_joined = 1)`.as(
          'calls',
        ),
        sql<
          number | string | null
        >`(select sum(coalesce(h.ended_at, ${now}) - h.started_at) from call_history h where h.chat_id = r.id and h.both_joined = 1)`.as(
          'call_ms',
        ),
        // Someone is in the pair's call now: their coordinator may be waited for (decision 060).
        sql<number | string>`(select count(*) from active_calls c where c.chat_id = r.id)`.as(
          'in_call',
        ),
      ])
      .where('r.programme_id', '=', programmeId)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute()
  );
}

export type PairRow = Awaited<ReturnType<typeof listPairs>>[number];

/** The pair of a request, when it is one of the programme's. */
export async function findProgrammePair(
  db: Kysely<Database>,
  programmeId: string,
  requestId: string,
) {
  return db
    .selectFrom('mentor_requests')
    .select(['id', 'mentor_id', 'requester_id', 'status'])
    .where('id', '=', requestId)
    .where('programme_id', '=', programmeId)
    .executeTakeFirst();
}

/** Every message of a chat, in order, as a coordinator reads it. */
export async function listChatMessages(db: Kysely<Database>, chatId: string) {
  return db
    .selectFrom('messages')
    .select(['seq', 'sender_id', 'text', 'image_key', 'created_at'])
    .where('chat_id', '=', chatId)
    .orderBy('seq')
    .execute();
}
