import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type MentorViewer, visibleMentors } from './repository.ts';

/** Answers a median reads at most: a mentor's recent habit, not their first year's. */
const RECENT_ANSWERS = 50;

/**
 * A mentor as the viewer may see them in the directory (`visibleMentors`); undefined otherwise,
 * so the profile page answers as if they did not exist.
 */
export async function findVisibleMentor(
  db: Kysely<Database>,
  mentorId: string,
  viewer: MentorViewer,
) {
  return visibleMentors(db, viewer).where('id', '=', mentorId).executeTakeFirst();
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
