import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A mentor row with their skills, before the service shapes it. */
export interface MentorRecord {
  id: string;
  fullName: string;
  pictureVersion: number;
  skills: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Verified mentors, newest first, optionally those with a skill containing `skillPart` in any
 * case; at most `limit`, and their skills fetched in one more query.
 */
export async function listVerifiedMentors(
  db: Kysely<Database>,
  { skillPart, limit }: { skillPart: string; limit: number },
): Promise<MentorRecord[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'full_name', 'avatar_version'])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1);
  if (skillPart !== '') {
    const pattern = `%${escapeLike(skillPart.toLowerCase())}%`;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('mentor_skills')
          .select('mentor_skills.user_id')
          .whereRef('mentor_skills.user_id', '=', 'users.id')
          .where(sql<boolean>`lower(mentor_skills.skill) like ${pattern} escape '\\'`),
      ),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
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
    skills: skillsByMentor.get(row.id) ?? [],
  }));
}
