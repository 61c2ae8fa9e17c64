import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What a person's copy of their data takes of caring for a match (decision 060): their
// caregiver, their check-ins, and the endings of their matches with their exit answers.

/**
 * The endings of their matches (decision 060), with their own answers to the exit questions;
 * the other member's answers are theirs.
 */
export const endingsOf = (db: Kysely<Database>, userId: string, requestIds: readonly string[]) =>
  requestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('match_endings as e')
        .leftJoin('exit_answers as a', (join) =>
          join.onRef('a.ending_id', '=', 'e.id').on('a.user_id', '=', userId),
        )
        .select([
          'e.request_id',
          'e.ended_at',
          'e.ended_by_role',
          'e.ended_by',
          'e.reason',
          'e.reopened_at',
          'a.helped',
          'a.best_part',
          'a.better',
          'a.answered_at',
        ])
        .where('e.request_id', 'in', requestIds)
        .orderBy('e.ended_at')
        .execute();

/**
 * Their parent's or carer's address and language, and when their page's link and summary last
 * went.
 */
export const caregiverOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('caregivers')
    .select(['email', 'language', 'source', 'created_at', 'link_sent_at', 'summary_sent_at'])
    .where('child_id', '=', userId)
    .executeTakeFirst();

/** Their own check-ins (decision 060); the other member's are theirs. */
export const checkInsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('check_ins')
    .select(['request_id', 'due_on', 'notified_at', 'rating', 'line', 'answered_at'])
    .where('user_id', '=', userId)
    .orderBy('due_on')
    .execute();
