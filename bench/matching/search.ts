/**
 * The directory's search box over mentors' stories: the server's `findMentors` (skill names and
 * the full-text index, the first page as the API serves it on a cache miss) against a naive scan
 * of the same text, and a check that an experience a mentor keeps hidden never finds them.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { MENTOR_PAGE_SIZE } from '@mentorbridge/domain/api/mentors';
import { experienceById } from '@mentorbridge/domain/life-experiences';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { findMentors } from '../../apps/server/src/features/mentors/service.ts';
import { type BenchMentor, visibleText } from './corpus.ts';

/** The words of a search, as the baseline reads them. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every mentor the full-text index holds the word for (as the start of a word, stemmed), read
 * from the index the migration made: what any search could ever find.
 */
async function indexedWith(db: Kysely<Database>, word: string): Promise<string[]> {
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ user_id: string }>`select user_id from mentor_profiles
          where search_vector @@ to_tsquery('english', ${`${word}:*`})`.execute(db)
      : await sql<{ user_id: string }>`select user_id from mentor_profiles where search_id in
          (select rowid from mentor_search where mentor_search match ${`"${word}"*`})`.execute(db);
  return rows.rows.map((row) => row.user_id);
}

/** Single words and two-word phrases of headlines, about texts and experience labels. */
export const SEARCHES = [
  'university',
  'apprenticeship',
  'moved country',
  'python',
  'nurse',
  'anxiety',
  'first family',
  'gap year',
  'teacher',
  'scholarship',
  'carpentry',
  'data analyst',
  'volunteered',
  'manchester',
  'dyslexia',
  'young carer',
];

const RUNS = 10;

/** A mentee under 18, so the safeguarding gate is part of every timed search. */
const benchViewer = { id: null, minor: true, today: '2026-11-25' };
/** An adult, who sees every mentor: the hidden-experience check reads them all. */
const adultViewer = { id: null, minor: false, today: '2026-11-25' };

async function samplesOf(work: (text: string) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (const text of SEARCHES) {
    for (let warmUp = 0; warmUp < 2; warmUp++) await work(text);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await work(text);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

/** The baseline: every word as a substring of the story's shown text, row by row. */
function substringScan(db: Kysely<Database>, text: string) {
  const like = db.getExecutor().adapter instanceof PostgresAdapter ? sql`ilike` : sql`like`;
  let query = db
    .selectFrom('users')
    .innerJoin('mentor_profiles', 'mentor_profiles.user_id', 'users.id')
    .select(['users.id', 'users.full_name', 'mentor_profiles.headline'])
    .where('users.role', '=', 'mentor')
    .where('users.email_verified', '=', 1)
    .where('users.suspended_at', 'is', null);
  for (const word of wordsOf(text)) {
    query = query.where(sql<boolean>`mentor_profiles.search_text ${like} ${`%${word}%`}`);
  }
  return query
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(MENTOR_PAGE_SIZE + 1)
    .execute();
}

export async function searchSamples(db: Kysely<Database>) {
  const deps = { db };
  const search = await samplesOf((skill) => findMentors(deps, { skill }, benchViewer));
  const scan = await samplesOf((text) => substringScan(db, text));
  return { search, scan };
}

/** Experiences that start hidden, searched by a word of their label. */
const HIDDEN_CHECKS = [
  ['anxiety', 'anxiety'],
  ['dyslexia-adhd', 'dyslexia'],
  ['autistic', 'autistic'],
  ['refugee-background', 'refugee'],
  ['young-carer', 'carer'],
] as const;

/**
 * For each word, the mentors who keep that experience hidden and show nothing else with the
 * word in it: none may be in the index under it, nor on the search's first page. Every mentor
 * the index holds under the word must show it somewhere.
 */
export async function hiddenExperienceCheck(db: Kysely<Database>, mentors: readonly BenchMentor[]) {
  let hiddenOnly = 0;
  let leaked = 0;
  let found = 0;
  let unexplained = 0;
  for (const [experience, word] of HIDDEN_CHECKS) {
    if (!experienceById(experience)) throw new Error(`no experience ${experience}`);
    // A stem of the word: a text without it has no word the index could match.
    const stem = word.slice(0, 5);
    const shows = new Set(
      mentors.filter((mentor) => visibleText(mentor).includes(stem)).map((mentor) => mentor.id),
    );
    const hidden = new Set(
      mentors
        .filter(
          (mentor) =>
            !shows.has(mentor.id) &&
            mentor.story.experiences.some((entry) => entry.id === experience && !entry.shown),
        )
        .map((mentor) => mentor.id),
    );
    const indexed = await indexedWith(db, word);
    const page = await findMentors({ db }, { skill: word }, adultViewer);
    hiddenOnly += hidden.size;
    found += indexed.length;
    leaked += [...indexed, ...page.mentors.map((mentor) => mentor.id)].filter((id) =>
      hidden.has(id),
    ).length;
    unexplained += indexed.filter((id) => !shows.has(id)).length;
  }
  return { hiddenOnly, leaked, found, unexplained, words: HIDDEN_CHECKS.length };
}
