import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';

/** Answers a median reads at most: a mentor's recent habit, not their first year's. */
const RECENT_ANSWERS = 50;

/**
 * A mentor as anyone who may see them in the directory may see them: verified, not suspended,
 * not a safeguarding lead, and no block between them and the viewer. Undefined otherwise, so the
 * profile page answers as if they did not exist.
 */
export async function findVisibleMentor(db: Kysely<Database>, mentorId: string, viewerId: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'full_name',
      'avatar_version',
      'created_at',
      'mentee_capacity',
      'paused_requests',
      eb
        .selectFrom('mentor_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('mentor_requests.mentor_id', '=', 'users.id')
        .where('mentor_requests.status', '=', 'accepted')
        .as('mentees'),
    ])
    .where('id', '=', mentorId)
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('suspended_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom('safeguarding_leads').select('user_id'))
    .where('id', 'not in', blockedBy(db, viewerId))
    .where('id', 'not in', blockersOf(db, viewerId))
    .executeTakeFirst();
}

/** How long a mentor's recent requests waited for their first answer, in milliseconds. */
export async function findRecentReplyTimes(
  db: Kysely<Database>,
  mentorId: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('reply_times')
    .select('waited_ms')
    .where('mentor_id', '=', mentorId)
    .orderBy('answered_at', 'desc')
    .limit(RECENT_ANSWERS)
    .execute();
  return rows.map((row) => Number(row.waited_ms));
}
