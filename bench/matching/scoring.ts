/**
 * Scoring outside the server's pipeline: the naive scan that the suggestions are timed against,
 * and an exact in-memory scorer for the fair-exposure baseline (pure score order for 10,000
 * mentees, which `scoreMatch` itself would take minutes to compute over 100,000 mentors each).
 */
import type { Kysely } from 'kysely';
import type { MenteeAnswers } from '@mentorbridge/domain/api/mentor-story';
import { helpGoalById, skillCategoryBit } from '@mentorbridge/domain/help-goals';
import { languageBit } from '@mentorbridge/domain/languages';
import { experienceById, maskOf } from '@mentorbridge/domain/life-experiences';
import {
  categoriesForGoals,
  matchWeights,
  scoreMatch,
  SUGGESTIONS_SHOWN,
} from '@mentorbridge/domain/matching-rules';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { indexStory } from '../../apps/server/src/features/mentor-story/service.ts';
import type { BenchMentor } from './corpus.ts';

function group<Row extends { user_id: string }, Value>(
  rows: readonly Row[],
  pick: (row: Row) => Value,
): Map<string, Value[]> {
  const byMentor = new Map<string, Value[]>();
  for (const row of rows) {
    const list = byMentor.get(row.user_id);
    if (list) list.push(pick(row));
    else byMentor.set(row.user_id, [pick(row)]);
  }
  return byMentor;
}

/**
 * The baseline: what suggestions would cost without the bits and the first pass in SQL. Every
 * mentor who takes requests, with every experience, goal, language and skill row, read from the
 * tables and scored by the domain's `scoreMatch`, then sorted.
 */
export async function naiveSuggestions(db: Kysely<Database>, answers: MenteeAnswers) {
  const mentors = await db
    .selectFrom('users')
    .select(['id', 'mentee_capacity'])
    .where('role', '=', 'mentor')
    .where('email_verified', '=', 1)
    .where('suspended_at', 'is', null)
    .where('paused_requests', '=', 0)
    .execute();
  const mentees = new Map(
    (
      await db
        .selectFrom('mentor_requests')
        .select(['mentor_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('status', '=', 'accepted')
        .groupBy('mentor_id')
        .execute()
    ).map((row) => [row.mentor_id, Number(row.count)]),
  );
  const experiences = group(
    await db.selectFrom('mentor_experiences').select(['user_id', 'experience', 'shown']).execute(),
    (row) => ({ id: row.experience, shown: row.shown === 1 }),
  );
  const goals = group(
    await db.selectFrom('mentor_goals').select(['user_id', 'goal']).execute(),
    (row) => row.goal,
  );
  const languages = group(
    await db.selectFrom('mentor_languages').select(['user_id', 'language']).execute(),
    (row) => row.language,
  );
  const skills = group(
    await db.selectFrom('mentor_skills').select(['user_id', 'skill']).execute(),
    (row) => row.skill,
  );
  return mentors
    .filter((mentor) => mentor.mentee_capacity > (mentees.get(mentor.id) ?? 0))
    .map((mentor) => ({
      id: mentor.id,
      score: scoreMatch(answers, {
        experiences: experiences.get(mentor.id) ?? [],
        goals: goals.get(mentor.id) ?? [],
        languages: languages.get(mentor.id) ?? [],
        skills: skills.get(mentor.id) ?? [],
      }).score,
    }))
    .filter((mentor) => mentor.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, SUGGESTIONS_SHOWN);
}

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** A mask below 2^53 as two 32-bit halves. */
const halves = (mask: number) => [(mask % 2 ** 32) >>> 0, Math.floor(mask / 2 ** 32)] as const;

interface Masks {
  experience: readonly [number, number];
  shownExperience: readonly [number, number];
  goal: number;
  category: number;
  language: readonly [number, number];
}

const shared = (a: readonly [number, number], b: readonly [number, number]) =>
  popcount(a[0] & b[0]) + popcount(a[1] & b[1]);

/**
 * `scoreMatch`'s score from the story's bits, in the same arithmetic, so equal to the last bit:
 * `checkScorer` compares the two on a sample before the baseline is trusted.
 */
export function fastScorer(mentors: readonly BenchMentor[]) {
  const masks: Masks[] = mentors.map((mentor) => {
    const index = indexStory(mentor.story, mentor.skills);
    return {
      experience: halves(index.experienceMask),
      shownExperience: halves(index.shownExperienceMask),
      goal: index.goalMask,
      category: index.categoryMask,
      language: halves(index.languageMask),
    };
  });
  return (answers: MenteeAnswers) => {
    const categories = categoriesForGoals(answers.goals);
    const wanted = {
      experience: halves(maskOf(answers.experiences.map((id) => experienceById(id)?.bit))),
      goal: maskOf(answers.goals.map((id) => helpGoalById(id)?.bit)),
      category: maskOf([...categories].map(skillCategoryBit)),
      language: halves(maskOf(answers.languages.map(languageBit))),
    };
    const share = (count: number, asked: number) => (asked === 0 ? 0 : count / asked);
    const most =
      (answers.experiences.length > 0 ? matchWeights.experience : 0) +
      (answers.goals.length > 0 ? matchWeights.goal : 0) +
      (categories.size > 0 ? matchWeights.skillCategory : 0) +
      matchWeights.language;
    return (position: number): number => {
      const mentor = masks[position];
      if (!mentor) return 0;
      const sharedGoals = popcount(mentor.goal & wanted.goal);
      const sharedCategory = (mentor.category & wanted.category) !== 0;
      // Only what may be named makes a match: a shown experience, a goal or a skill's field.
      const named =
        sharedCategory || sharedGoals > 0 || shared(mentor.shownExperience, wanted.experience) > 0;
      if (!named) return 0;
      const overlap =
        matchWeights.experience *
          share(shared(mentor.experience, wanted.experience), answers.experiences.length) +
        matchWeights.goal * share(sharedGoals, answers.goals.length) +
        (sharedCategory ? matchWeights.skillCategory : 0);
      return (
        (100 *
          (overlap +
            matchWeights.language *
              share(shared(mentor.language, wanted.language), answers.languages.length))) /
        most
      );
    };
  };
}

/** Throws unless the fast scorer agrees exactly with `scoreMatch` on every pair given. */
export function checkScorer(
  mentors: readonly BenchMentor[],
  menteeAnswers: readonly MenteeAnswers[],
): number {
  const scorer = fastScorer(mentors);
  let pairs = 0;
  for (const answers of menteeAnswers) {
    const score = scorer(answers);
    mentors.forEach((mentor, position) => {
      const expected = scoreMatch(answers, {
        experiences: mentor.story.experiences,
        goals: mentor.story.goals,
        languages: mentor.story.languages,
        skills: mentor.skills,
      }).score;
      if (score(position) !== expected) {
        throw new Error(`fast score ${score(position)} != scoreMatch ${expected} for ${mentor.id}`);
      }
      pairs += 1;
    });
  }
  return pairs;
}

/**
 * Suggestions without fairness: the five best by exact score, ties by id, no shuffle, no cap,
 * among the mentors given (sorted by id here, so the first of equals is kept).
 */
export function pureScoreTopFive(mentors: readonly BenchMentor[]) {
  const byId = [...mentors].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const scorer = fastScorer(byId);
  return (answers: MenteeAnswers): string[] => {
    const score = scorer(answers);
    const top: { position: number; score: number }[] = [];
    for (let position = 0; position < byId.length; position += 1) {
      const value = score(position);
      if (value <= 0) continue;
      if (top.length === SUGGESTIONS_SHOWN && value <= (top.at(-1)?.score ?? 0)) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1]?.score ?? 0) < value) at -= 1;
      top.splice(at, 0, { position, score: value });
      if (top.length > SUGGESTIONS_SHOWN) top.pop();
    }
    return top.map((entry) => byId[entry.position]?.id ?? '');
  };
}
