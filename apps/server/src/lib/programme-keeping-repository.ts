// Which mentors a programme's pupil may see and ask (decision 058), as SQL that any feature's
// repository composes into its own query: the directory, a mentor's page, suggestions and a
// request all keep a pupil of a closed programme to its mentors by these same conditions, so
// they belong to no one feature. `viewerId` and `mentorId` may be values (`sql.val`) or columns of
// the outer query (`sql.ref`).
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The viewer joined, or waits to join, a programme that keeps its pupils to its own mentors.
 * A pupil waiting for a coordinator is kept already: the school asked for it by its code.
 */
export const keptByProgramme = (viewerId: Expression<string>) =>
  sql<SqlBool>`exists (select 1 from programme_members kept inner join programmes on programmes.id = kept.programme_id where kept.user_id = ${viewerId} and kept.role = 'pupil' and programmes.pupils_see_only_its_mentors = 1)`;

/** The mentor is a member of a programme that keeps the viewer, who is a member too. */
const mentorOfKeepingProgramme = (viewerId: Expression<string>, mentorId: Expression<string>) =>
  sql<SqlBool>`exists (select 1 from programme_members pupil inner join programmes on programmes.id = pupil.programme_id inner join programme_members mentor on mentor.programme_id = pupil.programme_id where pupil.user_id = ${viewerId} and pupil.role = 'pupil' and pupil.status = 'member' and programmes.pupils_see_only_its_mentors = 1 and mentor.user_id = ${mentorId} and mentor.role = 'mentor' and mentor.status = 'member')`;

/** Whether the viewer's programmes let them see this mentor: always, unless one keeps them. */
export const programmeLetsSee = (viewerId: Expression<string>, mentorId: Expression<string>) =>
  sql<SqlBool>`(not ${keptByProgramme(viewerId)} or ${mentorOfKeepingProgramme(viewerId, mentorId)})`;

/**
 * The programme a request between these two belongs to: one both are members of, a programme
 * that keeps its pupils first, then the one the pupil joined first; null when they share none.
 */
export const sharedProgramme = (mentorId: Expression<string>, menteeId: Expression<string>) =>
  sql<
    string | null
  >`(select pupil.programme_id from programme_members pupil inner join programmes on programmes.id = pupil.programme_id inner join programme_members mentor on mentor.programme_id = pupil.programme_id where pupil.user_id = ${menteeId} and pupil.role = 'pupil' and pupil.status = 'member' and mentor.user_id = ${mentorId} and mentor.role = 'mentor' and mentor.status = 'member' order by programmes.pupils_see_only_its_mentors desc, pupil.joined_at, pupil.programme_id limit 1)`;

/**
 * The mentors a kept pupil may be suggested: the members of the programmes that keep them; null
 * for a pupil no programme keeps.
 */
export async function mentorsKeepingPupil(
  db: Kysely<Database>,
  pupilId: string,
): Promise<Set<string> | null> {
  const rows = await db
    .selectFrom('programme_members as pupil')
    .innerJoin('programmes', 'programmes.id', 'pupil.programme_id')
    .leftJoin('programme_members as mentor', (join) =>
      join
        .onRef('mentor.programme_id', '=', 'pupil.programme_id')
        .on('mentor.role', '=', 'mentor')
        .on('mentor.status', '=', 'member')
        .on('pupil.status', '=', 'member'),
    )
    .select('mentor.user_id as mentor_id')
    .where('pupil.user_id', '=', pupilId)
    .where('pupil.role', '=', 'pupil')
    .where('programmes.pupils_see_only_its_mentors', '=', 1)
    .execute();
  if (rows.length === 0) return null;
  return new Set(rows.flatMap((row) => (row.mentor_id === null ? [] : [row.mentor_id])));
}
