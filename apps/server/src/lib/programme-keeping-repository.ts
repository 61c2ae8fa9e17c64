// Which mentors a programme's pupil may see and ask (decision 058), as SQL that any feature's
// repository composes into its own query: the directory, a mentor's page, suggestions and a
// request all keep a pupil of a closed programme to its mentors by these same conditions, so
// they belong to no one feature. `viewerId` and `mentorId` may be values (`sql.val`) or columns of
// the outer query (`sql.ref`).
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The pupil's only consent is a school's, for its programme (decision 058): until a guardian
 * agrees, that programme's mentors are the only ones they may reach.
 */
const schoolConsentOnly = (pupilId: Expression<string>) =>
  sql<SqlBool>`exists (select 1 from guardian_consents consent where consent.user_id = ${pupilId} and consent.status = 'pending' and consent.school_consent_at is not null)`;

/**
 * The viewer joined, or waits to join, a programme that keeps its pupils to its own mentors, or
 * has only a school's consent. A pupil waiting for a coordinator is kept already: the school
 * asked for it by its code.
 */
export const keptByProgramme = (viewerId: Expression<string>) =>
  sql<SqlBool>`(exists (select 1 from programme_members kept inner join programmes on programmes.id = kept.programme_id where kept.user_id = ${viewerId} and kept.role = 'pupil' and programmes.pupils_see_only_its_mentors = 1) or ${schoolConsentOnly(viewerId)})`;

/**
 * The programmes whose mentors a kept pupil may reach, as a subquery of programme ids: those
 * that keep them, of which they are members, and the one a school consented for.
 */
const keepingProgrammes = (pupilId: Expression<string>) =>
  sql<string>`select pupil.programme_id from programme_members pupil inner join programmes on programmes.id = pupil.programme_id where pupil.user_id = ${pupilId} and pupil.role = 'pupil' and pupil.status = 'member' and programmes.pupils_see_only_its_mentors = 1 union select consent.school_programme_id from guardian_consents consent where consent.user_id = ${pupilId} and consent.status = 'pending' and consent.school_programme_id is not null`;

/** The mentor is a member of a programme the viewer is kept to. */
const mentorOfKeepingProgramme = (viewerId: Expression<string>, mentorId: Expression<string>) =>
  sql<SqlBool>`exists (select 1 from programme_members mentor where mentor.user_id = ${mentorId} and mentor.role = 'mentor' and mentor.status = 'member' and mentor.programme_id in (${keepingProgrammes(viewerId)}))`;

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
 * The mentors a kept pupil may be suggested: the members of the programmes they are kept to;
 * null for a pupil nothing keeps.
 */
export async function mentorsKeepingPupil(
  db: Kysely<Database>,
  pupilId: string,
): Promise<Set<string> | null> {
  const pupil = sql.val(pupilId);
  const query = sql<{
    kept: number | boolean;
    mentor_id: string | null;
  }>`select ${keptByProgramme(pupil)} as kept, mentor.user_id as mentor_id from (select 1 as one) as asked left join programme_members mentor on mentor.role = 'mentor' and mentor.status = 'member' and mentor.programme_id in (${keepingProgrammes(pupil)})`;
  const { rows } = await query.execute(db);
  if (!rows[0]?.kept) return null;
  return new Set(rows.flatMap((row) => (row.mentor_id === null ? [] : [row.mentor_id])));
}
