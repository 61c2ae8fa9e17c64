import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockBetween } from '../../lib/standing-repository.ts';

/** One part of a score: the catalogue entry's bit, and what sharing it adds (of 100). */
export interface ScoreTerm {
  column: 'experience_mask' | 'goal_mask' | 'category_mask' | 'language_mask';
  bits: number;
  points: number;
}

type OverlapColumn = 'shown_experience_mask' | 'goal_mask' | 'category_mask';

/** What the first pass needs: the terms, and the bits of which at least one must be shared. */
export interface ScorePlan {
  terms: readonly ScoreTerm[];
  /** A mentor shares none of the mentee's languages: not a candidate. */
  languageMask: number;
  /**
   * A mentor must share one of these to be a candidate at all: a shown experience, a goal or a
   * skill's field. A hidden experience only adds to the score of a mentor who is one already,
   * so which mentors come back never tells what they keep hidden.
   */
  overlapMasks: Readonly<Record<OverlapColumn, number>>;
}

const shares = (column: ScoreTerm['column'] | OverlapColumn, bits: number): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`mentor_profiles.${column}`)} & ${bits}) <> 0`;

/** Multiplies a number into 32 bits' worth of scatter (Knuth's multiplicative hash). */
const GOLDEN_RATIO_32 = 2654435761;

/**
 * The first pass of suggestions: every mentor's score in one scan of `mentor_profiles`, with the
 * bits each list keeps (decision 036), best first, of those not paused, suspended or unverified.
 * Equal scores come in an order seeded by the mentee and the day, so among many equal mentors
 * each mentee reads a different few first, instead of everyone the same lowest ids.
 */
export async function findScoredCandidates(
  db: Kysely<Database>,
  plan: ScorePlan,
  { limit, offset, seed }: { limit: number; offset: number; seed: number },
): Promise<{ mentorId: string; score: number }[]> {
  const score = plan.terms.length
    ? sql.join(
        plan.terms.map(
          (term) =>
            sql`case when ${shares(term.column, term.bits)} then cast(${term.points} as double precision) else 0 end`,
        ),
        sql` + `,
      )
    : sql`0`;
  const overlaps = (Object.entries(plan.overlapMasks) as [OverlapColumn, number][])
    .filter(([, bits]) => bits !== 0)
    .map(([column, bits]) => shares(column, bits));
  if (overlaps.length === 0) return [];
  const rows = await db
    .selectFrom('mentor_profiles')
    .select(['mentor_profiles.user_id', sql<number | string>`${score}`.as('score')])
    .where(shares('language_mask', plan.languageMask))
    .where((eb) => eb.or(overlaps))
    .orderBy('score', 'desc')
    .orderBy(
      sql`(cast(mentor_profiles.search_id as bigint) * ${sql.lit(GOLDEN_RATIO_32)} + cast(${seed} as bigint)) % ${sql.lit(2 ** 32)}`,
    )
    .orderBy('mentor_profiles.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ mentorId: row.user_id, score: Number(row.score) }));
}

/**
 * Of these mentors, those a mentee may be suggested: verified, not suspended, not a lead, not
 * paused, with a free place, no block either way and no request between them yet; with their
 * free places and how many suggestion lists they were in today, for the fair-exposure cap.
 */
export async function findSuggestible(
  db: Kysely<Database>,
  mentorIds: readonly string[],
  menteeId: string,
  day: number,
) {
  if (mentorIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.full_name',
      'users.avatar_version',
      'users.mentee_capacity',
      eb
        .selectFrom('mentor_requests')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('mentor_requests.mentor_id', '=', 'users.id')
        .where('mentor_requests.status', '=', 'accepted')
        .as('mentees'),
      eb
        .selectFrom('suggestion_shows')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('suggestion_shows.mentor_id', '=', 'users.id')
        .where('suggestion_shows.day', '=', day)
        .as('lists_today'),
      eb
        .exists(
          eb
            .selectFrom('suggestion_shows')
            .select('suggestion_shows.day')
            .whereRef('suggestion_shows.mentor_id', '=', 'users.id')
            .where('suggestion_shows.day', '=', day)
            .where('suggestion_shows.mentee_id', '=', menteeId),
        )
        .as('shown_to_mentee'),
      eb
        .selectFrom('mentor_profiles')
        .select('mentor_profiles.headline')
        .whereRef('mentor_profiles.user_id', '=', 'users.id')
        .as('headline'),
    ])
    .where('users.id', 'in', mentorIds)
    .where('users.role', '=', 'mentor')
    .where('users.email_verified', '=', 1)
    .where('users.suspended_at', 'is', null)
    .where('users.paused_requests', '=', 0)
    .where('users.id', 'not in', (eb) => eb.selectFrom('safeguarding_leads').select('user_id'))
    .where(sql<boolean>`not ${blockBetween(sql.ref('users.id'), sql.val(menteeId))}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mentor_requests')
            .select('mentor_requests.id')
            .whereRef('mentor_requests.mentor_id', '=', 'users.id')
            .where('mentor_requests.requester_id', '=', menteeId),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    headline: row.headline ?? '',
    pictureVersion: row.avatar_version,
    freePlaces: row.mentee_capacity - Number(row.mentees ?? 0),
    listsToday: Number(row.lists_today ?? 0),
    shownToMentee: Boolean(row.shown_to_mentee),
  }));
}

/** What a mentor's score is made of, hidden experiences included (never to be named). */
export async function findMatchDetails(db: Kysely<Database>, mentorIds: readonly string[]) {
  const [experiences, goals, languages] = await Promise.all([
    db
      .selectFrom('mentor_experiences')
      .select(['user_id', 'experience', 'shown'])
      .where('user_id', 'in', mentorIds)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('mentor_goals')
      .select(['user_id', 'goal'])
      .where('user_id', 'in', mentorIds)
      .execute(),
    db
      .selectFrom('mentor_languages')
      .select(['user_id', 'language'])
      .where('user_id', 'in', mentorIds)
      .execute(),
  ]);
  const group = <Row extends { user_id: string }, Value>(
    rows: Row[],
    pick: (row: Row) => Value,
  ) => {
    const byMentor = new Map<string, Value[]>();
    for (const row of rows)
      byMentor.set(row.user_id, [...(byMentor.get(row.user_id) ?? []), pick(row)]);
    return byMentor;
  };
  return {
    experiences: group(experiences, (row) => ({ id: row.experience, shown: row.shown === 1 })),
    goals: group(goals, (row) => row.goal),
    languages: group(languages, (row) => row.language),
  };
}

/** Counts these mentors as shown to the mentee today; a second look the same day adds nothing. */
export async function recordShows(
  db: Kysely<Database>,
  day: number,
  menteeId: string,
  mentorIds: readonly string[],
): Promise<void> {
  if (mentorIds.length === 0) return;
  await db
    .insertInto('suggestion_shows')
    .values(mentorIds.map((mentorId) => ({ day, mentee_id: menteeId, mentor_id: mentorId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
