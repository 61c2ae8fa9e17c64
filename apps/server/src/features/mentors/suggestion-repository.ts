import { countsOn } from '@mentorbridge/domain/vetting-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type GateViewer, mentorReaches } from '../../lib/checked-mentor-repository.ts';
import { blockBetween } from '../../lib/standing-repository.ts';

/**
 * Of these mentors, those a mentee may be suggested: verified, not suspended, not a lead, not
 * paused, with a free place, no block either way, no request between them yet, and for a mentee
 * under 18 a safeguarding check that counts today; with their free places and how many
 * suggestion lists they were in today, for the fair-exposure cap.
 */
export async function findSuggestible(
  db: Kysely<Database>,
  mentorIds: readonly string[],
  mentee: GateViewer & { id: string },
  day: number,
) {
  const menteeId = mentee.id;
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
        .where('mentor_requests.ended_at', 'is', null)
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
      eb
        .selectFrom('mentor_vetting')
        .select('mentor_vetting.reaches_children_until')
        .whereRef('mentor_vetting.user_id', '=', 'users.id')
        .as('checked_until'),
    ])
    .where('users.id', 'in', mentorIds)
    .where(mentorReaches(sql.ref('users.id'), mentee))
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
    checked: countsOn(row.checked_until, mentee.today),
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
