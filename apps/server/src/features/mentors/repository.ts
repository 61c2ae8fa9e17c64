import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockedBy, blockersOf } from '../blocks/repository.ts';

/** A mentor row with their skills, before the service shapes it. */
export interface MentorRecord {
  id: string;
  fullName: string;
  pictureVersion: number;
  createdAt: number;
  skills: string[];
}

/** Where a page starts: after this mentor in the newest-first order. */
export interface MentorPosition {
  createdAt: number;
  id: string;
}

/**
 * One page of verified mentors, newest first, after `after`; only those holding one of `skills`
 * when it is given. Both orders and filters ride indexes (users_directory, mentor_skills_skill),
 * so a page costs the same at 100 mentors or 100,000.
 */
export async function listVerifiedMentors(
  db: Kysely<Database>,
  options: {
    skills: readonly string[] | null;
    after: MentorPosition | null;
    limit: number;
    /** Who is looking: mentors they blocked, or who blocked them, are not shown. */
    viewerId: string | null;
  },
): Promise<MentorRecord[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'full_name', 'avatar_version', 'created_at'])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('suspended_at', 'is', null)
    // Safeguarding leads are staff, not mentors anyone can ask.
    .where('id', 'not in', (eb) => eb.selectFrom('safeguarding_leads').select('user_id'));
  const viewerId = options.viewerId;
  if (viewerId !== null) {
    query = query
      .where('id', 'not in', blockedBy(db, viewerId))
      .where('id', 'not in', blockersOf(db, viewerId));
  }
  if (options.skills) {
    const skills = options.skills;
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('mentor_skills').select('user_id').where('skill', 'in', skills),
    );
  }
  if (options.after) {
    const { createdAt, id } = options.after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  if (rows.length === 0) return [];

  const skillRows = await db
    .selectFrom('mentor_skills')
    .select(['user_id', 'skill'])
    .where(
      'user_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('skill')
    .execute();
  const skillsByMentor = new Map<string, string[]>();
  for (const { user_id, skill } of skillRows) {
    skillsByMentor.set(user_id, [...(skillsByMentor.get(user_id) ?? []), skill]);
  }
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    pictureVersion: row.avatar_version,
    createdAt: row.created_at,
    skills: skillsByMentor.get(row.id) ?? [],
  }));
}
