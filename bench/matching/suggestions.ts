/**
 * "Suggested for you", called in-process as the route calls it (`suggestionsFor` with the
 * mentee's session identity and the server's Kysely database): its latency, a naive scan beside
 * it, and a day of 10,000 mentees asking, to see how widely the fair-exposure rule spreads them.
 */
import type { Kysely } from 'kysely';
import {
  dailyListCap,
  NEAR_EQUAL_SCORE_BAND,
  scoreMatch,
} from '@mentorbridge/domain/matching-rules';
import type { Database } from '../../apps/server/src/db/schema.ts';
import type { SessionIdentity } from '../../apps/server/src/lib/session-identity.ts';
import { suggestionsFor } from '../../apps/server/src/features/mentors/service.ts';
import { type BenchMentee, type BenchMentor, freePlacesOf } from './corpus.ts';
import { naiveSuggestions, pureScoreTopFive } from './scoring.ts';

const identity = (mentee: BenchMentee): SessionIdentity => ({
  id: mentee.id,
  email: `${mentee.id}@bench.example`,
  fullName: 'Bench Mentee',
  role: 'mentee',
  age: 16,
  pictureVersion: 0,
  isLead: false,
  consentPending: false,
  language: 'en',
});

/**
 * Each mentee's suggestions at `now`, timed one by one, until all have asked or the budget is
 * spent (then at least `minimum` have); the ids each was shown.
 */
export async function askEach(
  db: Kysely<Database>,
  mentees: readonly BenchMentee[],
  now: number,
  { budgetMs = Infinity, minimum = 1 }: { budgetMs?: number; minimum?: number } = {},
) {
  const deps = { db, clock: { now: () => now } };
  const samples: number[] = [];
  const shown: string[][] = [];
  const started = performance.now();
  for (const mentee of mentees) {
    if (samples.length >= minimum && performance.now() - started > budgetMs) break;
    const before = performance.now();
    const list = await suggestionsFor(deps, identity(mentee), now);
    samples.push(performance.now() - before);
    shown.push(list.suggestions.map((suggestion) => suggestion.mentor.id));
  }
  return { samples, shown, asked: mentees.slice(0, samples.length) };
}

/**
 * Suggestions right after a story changed, beside the same mentee's suggestions a moment before:
 * the first request after a save reads the changed mentors' bits again (decision 037). Each
 * round asks, saves one story's bits unchanged (which numbers a change as any save does), and
 * asks again.
 */
export async function afterStoryChanged(
  db: Kysely<Database>,
  mentees: readonly BenchMentee[],
  now: number,
): Promise<{ before: number[]; after: number[] }> {
  const before: number[] = [];
  const after: number[] = [];
  for (const mentee of mentees) {
    before.push(...(await askEach(db, [mentee], now)).samples);
    await db
      .updateTable('mentor_profiles')
      .set((eb) => ({ goal_mask: eb.ref('goal_mask') }))
      .where('search_id', '=', 1)
      .execute();
    after.push(...(await askEach(db, [mentee], now)).samples);
  }
  return { before, after };
}

export async function naiveSamples(
  db: Kysely<Database>,
  mentees: readonly BenchMentee[],
  budgetMs: number,
) {
  const samples: number[] = [];
  const started = performance.now();
  for (const mentee of mentees) {
    if (samples.length >= 3 && performance.now() - started > budgetMs) break;
    const before = performance.now();
    await naiveSuggestions(db, mentee.answers);
    samples.push(performance.now() - before);
  }
  return samples;
}

/** Mentors anyone may be suggested today: verified, not paused, with a free place. */
export const eligibleMentors = (mentors: readonly BenchMentor[]) =>
  mentors.filter((mentor) => freePlacesOf(mentor) > 0);

/**
 * How many lists start with a mentor in the best band of near-equal scores that any eligible
 * mentor reaches for that mentee (the order within a band is the day's shuffle).
 */
export function bestFirstCount(
  mentors: readonly BenchMentor[],
  mentees: readonly BenchMentee[],
  shown: readonly string[][],
): number {
  const byId = new Map(mentors.map((mentor) => [mentor.id, mentor]));
  const top = pureScoreTopFive(eligibleMentors(mentors));
  const band = (score: number) => Math.floor(score / NEAR_EQUAL_SCORE_BAND);
  return mentees.filter((mentee, index) => {
    const scoreOf = (id: string | undefined) => {
      const mentor = id === undefined ? undefined : byId.get(id);
      return mentor
        ? scoreMatch(mentee.answers, { ...mentor.story, skills: mentor.skills }).score
        : 0;
    };
    return band(scoreOf(shown[index]?.[0])) >= band(scoreOf(top(mentee.answers)[0]));
  }).length;
}

/** How appearances spread over the eligible mentors. */
export interface Spread {
  eligible: number;
  lists: number;
  appearances: number;
  distinct: number;
  most: number;
  fairShare: number;
  gini: number;
  atCap: number;
  overCap: number;
}

export function spreadOf(eligible: readonly BenchMentor[], shown: readonly string[][]): Spread {
  const counts = new Map<string, number>();
  for (const list of shown) for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
  const values = eligible.map((mentor) => counts.get(mentor.id) ?? 0);
  const appearances = values.reduce((sum, value) => sum + value, 0);
  const sorted = [...values].sort((a, b) => a - b);
  const weighted = sorted.reduce((sum, value, index) => sum + (index + 1) * value, 0);
  const n = sorted.length;
  const caps = eligible.map((mentor) => dailyListCap(freePlacesOf(mentor)));
  return {
    eligible: n,
    lists: shown.length,
    appearances,
    distinct: values.filter((value) => value > 0).length,
    most: sorted.at(-1) ?? 0,
    fairShare: appearances / n,
    gini: appearances === 0 ? 0 : (2 * weighted) / (n * appearances) - (n + 1) / n,
    atCap: values.filter((value, index) => value >= (caps[index] ?? 0)).length,
    overCap: values.filter((value, index) => value > (caps[index] ?? 0)).length,
  };
}

/** The same mentees' lists with no fairness: five best by exact score, ties by id. */
export function pureScoreLists(mentors: readonly BenchMentor[], mentees: readonly BenchMentee[]) {
  const top = pureScoreTopFive(eligibleMentors(mentors));
  return mentees.map((mentee) => top(mentee.answers));
}
