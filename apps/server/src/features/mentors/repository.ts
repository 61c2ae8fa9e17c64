import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type GateViewer, mentorReaches } from '../../lib/checked-mentor-repository.ts';
import { programmeLetsSee } from '../../lib/programme-keeping-repository.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';
import { storyHoldsWords } from './text-search-repository.ts';

/** A mentor row with their skills, before the service shapes it. */
export interface MentorRecord {
  id: string;
  fullName: string;
  headline: string;
  pictureVersion: number;
  createdAt: number;
  /** 0 when a skill matched the search, 1 when only their story's words did. */
  rank: number;
  skills: string[];
  /** Whether they take new requests: their capacity, pause and mentees now. */
  mentoring: { capacity: number; paused: boolean; mentees: number };
  /** The first day their safeguarding record no longer counts; null: it does not now. */
  checkedUntil: string | null;
}

/** Where a page starts: after this mentor in the order skill matches first, then newest. */
export interface MentorPosition {
  rank: number;
  createdAt: number;
  id: string;
}

/** The directory's filters beside the search box; each keeps only the mentors it names. */
export interface DirectoryFilters {
  /** A shown experience: a hidden one never matches, so filtering cannot reveal it. */
  experience?: string;
  goal?: string;
  language?: string;
  /** Only those taking requests now: not paused and not full. */
  taking?: boolean;
}

/** The search box's text, read two ways: as part of a skill, and as words of a story. */
export interface DirectorySearch {
  /** Catalogue skills that contain the text; null when nothing was typed. */
  skills: readonly string[] | null;
  /** The text itself, for the full-text index; null when nothing was typed. */
  text: string | null;
}

/**
 * How many mentees a mentor has now, read beside a row of `users`: accepted matches that have not
 * ended (decision 060).
 */
const acceptedMentees = sql<number | string>`(select count(*) from mentor_requests
  where mentor_requests.mentor_id = users.id and mentor_requests.status = 'accepted'
    and mentor_requests.ended_at is null)`;

/**
 * Who looks at mentors: their id (null for a page kept for everyone in no block, when no block
 * is checked) and whether the safeguarding gate applies to them.
 */
export interface MentorViewer extends GateViewer {
  id: string | null;
}

/**
 * The mentors a viewer may see, wherever a mentor is shown (the directory, a mentor's page):
 * verified, not suspended, not a safeguarding lead, no block either way with the viewer, and for
 * a viewer under 18 only those whose safeguarding check counts today; a pupil a programme keeps
 * to its mentors sees only them (decision 058). With what a card needs to say whether they take
 * requests.
 */
export function visibleMentors(db: Kysely<Database>, viewer: MentorViewer) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'full_name',
      'avatar_version',
      'created_at',
      'mentee_capacity',
      'paused_requests',
      acceptedMentees.as('mentees'),
      (eb) =>
        eb
          .selectFrom('mentor_vetting')
          .select('mentor_vetting.reaches_children_until')
          .whereRef('mentor_vetting.user_id', '=', 'users.id')
          .as('checked_until'),
    ])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('suspended_at', 'is', null)
    // Safeguarding leads are staff, not mentors anyone can ask.
    .where('id', 'not in', (eb) => eb.selectFrom('safeguarding_leads').select('user_id'))
    .where(mentorReaches(sql.ref('users.id'), viewer));
  if (viewer.id !== null) {
    query = query
      .where('id', 'not in', blockedBy(db, viewer.id))
      .where('id', 'not in', blockersOf(db, viewer.id))
      .where(programmeLetsSee(sql.val(viewer.id), sql.ref('users.id')));
  }
  return query;
}

type DirectoryOptions = {
  search: DirectorySearch;
  filters: DirectoryFilters;
  after: MentorPosition | null;
  limit: number;
  /** Who is looking: mentors they blocked, or who blocked them, are not shown. */
  viewer: MentorViewer;
};

/**
 * One page of verified mentors after `after`: with a search, those with a matching skill first
 * and then those whose story holds its words; newest first within each. Filters and the skill
 * search ride indexes (mentor_skills_skill, mentor_experiences_shown, mentor_goals_goal,
 * mentor_languages_language), the words the full-text index.
 *
 * The two kinds of match are read one after the other, each newest first, so each reads only as
 * far as its page: one query that ranked them would sort every match first (decision 037's
 * benchmark: a search that is also a skill, such as "nurse", took 150 ms at 100,000 mentors).
 *
 * Pages are kept until the directory's version moves (decision 028), and triggers move it on
 * the tables and `users` columns this reads, as listed in the migrations
 * `2026-11-26T0600-directory-version`, `2026-11-27T0600-notifications` (capacity, pause and
 * every change of a request), `2026-12-01T0600-mentor-stories` (the story's tables) and
 * `2026-12-03T0600-mentor-vetting` (the safeguarding record). A table
 * or column this starts to read needs a new migration adding it there, or a kept page would not
 * see it change.
 */
export async function listVerifiedMentors(
  db: Kysely<Database>,
  options: DirectoryOptions,
): Promise<MentorRecord[]> {
  const { search, after, limit } = options;
  if (search.text === null) return readRank(db, options, { rank: 0, match: null, after, limit });

  const skills = search.skills && search.skills.length > 0 ? search.skills : null;
  const withSkill = skills
    ? db.selectFrom('mentor_skills').select('mentor_skills.user_id').where('skill', 'in', skills)
    : null;
  const withWords = storyHoldsWords(db, search.text);
  const rows: MentorRecord[] = [];
  if (withSkill && (after === null || after.rank === 0)) {
    const match = (eb: ExpressionBuilder<Database, 'users'>) => eb('users.id', 'in', withSkill);
    rows.push(...(await readRank(db, options, { rank: 0, match, after, limit })));
  }
  // Story matches come after every skill match: rank 1, or rank 0 when no skill matched at all.
  const storyRank = withSkill ? 1 : 0;
  if (withWords && rows.length < limit && (after === null || after.rank <= storyRank)) {
    const match = (eb: ExpressionBuilder<Database, 'users'>) =>
      withSkill ? eb.and([withWords, eb('users.id', 'not in', withSkill)]) : withWords;
    rows.push(
      ...(await readRank(db, options, {
        rank: storyRank,
        match,
        after: after?.rank === storyRank ? after : null,
        limit: limit - rows.length,
      })),
    );
  }
  return rows;
}

/** One kind of match, newest first, after `after` (a position of the same kind). */
async function readRank(
  db: Kysely<Database>,
  { filters, viewer }: DirectoryOptions,
  {
    rank,
    match,
    after,
    limit,
  }: {
    rank: number;
    match: ((eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>) | null;
    after: MentorPosition | null;
    limit: number;
  },
): Promise<MentorRecord[]> {
  let query = visibleMentors(db, viewer).select((eb) => [
    eb
      .selectFrom('mentor_profiles')
      .select('mentor_profiles.headline')
      .whereRef('mentor_profiles.user_id', '=', 'users.id')
      .as('headline'),
  ]);
  if (match) query = query.where(match);
  if (filters.experience !== undefined) {
    const experience = filters.experience;
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('mentor_experiences')
        .select('mentor_experiences.user_id')
        .where('experience', '=', experience)
        .where('shown', '=', 1),
    );
  }
  if (filters.goal !== undefined) {
    const goal = filters.goal;
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('mentor_goals').select('mentor_goals.user_id').where('goal', '=', goal),
    );
  }
  if (filters.language !== undefined) {
    const language = filters.language;
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('mentor_languages')
        .select('mentor_languages.user_id')
        .where('language', '=', language),
    );
  }
  if (filters.taking) {
    query = query
      .where('paused_requests', '=', 0)
      .where(sql<boolean>`users.mentee_capacity > ${acceptedMentees}`);
  }
  if (after) {
    const { createdAt, id } = after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
      ]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  if (rows.length === 0) return [];

  const skillsByMentor = await skillsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    headline: row.headline ?? '',
    pictureVersion: row.avatar_version,
    createdAt: row.created_at,
    rank,
    skills: skillsByMentor.get(row.id) ?? [],
    mentoring: {
      capacity: row.mentee_capacity,
      paused: row.paused_requests === 1,
      mentees: Number(row.mentees ?? 0),
    },
    checkedUntil: row.checked_until,
  }));
}

/** Each mentor's skills, in catalogue-name order. */
export async function skillsOf(
  db: Kysely<Database>,
  mentorIds: readonly string[],
): Promise<Map<string, string[]>> {
  const skillsByMentor = new Map<string, string[]>();
  if (mentorIds.length === 0) return skillsByMentor;
  const skillRows = await db
    .selectFrom('mentor_skills')
    .select(['user_id', 'skill'])
    .where('user_id', 'in', mentorIds)
    .orderBy('skill')
    .execute();
  for (const { user_id, skill } of skillRows) {
    skillsByMentor.set(user_id, [...(skillsByMentor.get(user_id) ?? []), skill]);
  }
  return skillsByMentor;
}
