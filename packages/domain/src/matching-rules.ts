import type { MatchReason, MenteeAnswers } from './api/mentor-story.ts';
import { goalLabel, helpGoalById, skillCategoryOf } from './help-goals.ts';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';
import { DEFAULT_LANGUAGE, type Language, languageName, mentoringLanguageOf } from './languages.ts';
import { experienceById, experienceReason } from './life-experiences.ts';
import { uiText } from './ui-text.ts';

/**
 * How "Suggested for you" ranks mentors (decision 036). Every weight lives here, and the server's
 * first, rough pass in SQL reads the same ones.
 *
 * A mentor scores by what they share with the mentee's answers, each part as a share of what the
 * mentee asked for: lived experience first, then goals, then a skill in a field those goals need,
 * then language. The score is scaled to 0..100 of what this mentee could match at most, so scores
 * of different mentees read alike.
 *
 * The languages a mentee speaks are those they answered, and the one they read MentorBridge in
 * when it is not English (decision 063): it weighs and is named like an answered one, but only an
 * answered one makes a mentor someone they may be suggested.
 */
export const matchWeights = {
  experience: 35,
  goal: 25,
  skillCategory: 15,
  language: 5,
} as const;

/** How many mentors "Suggested for you" shows. */
export const SUGGESTIONS_SHOWN = 5;

/**
 * Scores in the same band of this many points (out of 100: 80 to 85, 85 to 90, …) count as
 * equal: their order is the mentee's daily shuffle.
 */
export const NEAR_EQUAL_SCORE_BAND = 5;

/**
 * Fair exposure: a mentor appears in at most this many mentees' suggestion lists a day for each
 * free place they have. A mentor with one place left is not shown to a whole school in a morning,
 * while one with room is.
 */
export const SUGGESTION_LISTS_PER_FREE_PLACE = 5;

export function dailyListCap(freePlaces: number): number {
  return Math.max(0, freePlaces) * SUGGESTION_LISTS_PER_FREE_PLACE;
}

/** A mentor as matching reads them: hidden experiences included, never to be named. */
export interface MatchCandidate {
  experiences: readonly { id: string; shown: boolean }[];
  goals: readonly string[];
  skills: readonly string[];
  languages: readonly string[];
}

export interface Match {
  /** 0..100; 0 when nothing but a language is shared. */
  score: number;
  /** What truly overlaps and may be named, strongest first: each a phrase of the "Why:" line. */
  reasons: MatchReason[];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The language a mentee reads MentorBridge in, as a language they speak beside their answers:
 * null when it is English or already among the languages they answered.
 */
export function readingLanguageOf(
  answers: Pick<MenteeAnswers, 'languages'>,
  readsIn: Locale,
): Language | null {
  const language = mentoringLanguageOf[readsIn];
  return language === DEFAULT_LANGUAGE || answers.languages.includes(language) ? null : language;
}

/** The skill categories that a mentee's goals call for. */
export function categoriesForGoals(goals: readonly string[]): Set<string> {
  return new Set(goals.flatMap((id) => helpGoalById(id)?.categories ?? []));
}

/**
 * How well a mentor matches a mentee's answers, and why. `readsIn` is the language the mentee
 * reads MentorBridge in: when it is not English it counts among the languages they speak.
 */
export function scoreMatch(
  answers: MenteeAnswers,
  mentor: MatchCandidate,
  readsIn: Locale = DEFAULT_LOCALE,
): Match {
  const mentorGoals = new Set(mentor.goals);
  const mentorLanguages = new Set(mentor.languages);
  const sharedExperiences = mentor.experiences.filter((experience) =>
    answers.experiences.includes(experience.id),
  );
  const sharedGoals = answers.goals.filter((goal) => mentorGoals.has(goal));
  const wantedCategories = categoriesForGoals(answers.goals);
  const sharedCategories = [
    ...new Set(
      mentor.skills
        .map((skill) => skillCategoryOf(skill))
        .filter((category) => category !== undefined)
        .filter((category) => wantedCategories.has(category)),
    ),
  ];
  const readingLanguage = readingLanguageOf(answers, readsIn);
  const spokenLanguages = readingLanguage
    ? [...answers.languages, readingLanguage]
    : answers.languages;
  const sharedLanguages = spokenLanguages.filter((language) => mentorLanguages.has(language));

  const share = (shared: number, asked: number) => (asked === 0 ? 0 : shared / asked);
  const most =
    (answers.experiences.length > 0 ? matchWeights.experience : 0) +
    (answers.goals.length > 0 ? matchWeights.goal : 0) +
    (wantedCategories.size > 0 ? matchWeights.skillCategory : 0) +
    matchWeights.language;
  const overlap =
    matchWeights.experience * share(sharedExperiences.length, answers.experiences.length) +
    matchWeights.goal * share(sharedGoals.length, answers.goals.length) +
    (sharedCategories.length > 0 ? matchWeights.skillCategory : 0);
  // Only what may be named makes a match: a hidden experience raises the score of a mentor who
  // shares something shown, and alone suggests no one, so who is suggested never tells it.
  const namedOverlap =
    sharedExperiences.some((experience) => experience.shown) ||
    sharedGoals.length > 0 ||
    sharedCategories.length > 0;
  const score = !namedOverlap
    ? 0
    : (100 *
        (overlap + matchWeights.language * share(sharedLanguages.length, spokenLanguages.length))) /
      most;

  const reasons: MatchReason[] = [
    ...sharedExperiences
      .filter((experience) => experience.shown && experienceById(experience.id) !== undefined)
      .map(({ id }) => ({ kind: 'experience' as const, id })),
    ...sharedGoals.map((id) => ({ kind: 'goal' as const, id })),
    ...sharedCategories.map((category) => ({ kind: 'skills' as const, category })),
    ...sharedLanguages
      .filter((language) => language !== DEFAULT_LANGUAGE)
      .map((language) => ({ kind: 'language' as const, language })),
  ];
  return { score, reasons: score === 0 ? [] : reasons };
}

/** Reasons a card names at most: the strongest (experiences come first), short enough to read. */
export const MAX_REASONS_SHOWN = 3;

/** The reasons a suggestion carries: the strongest, `MAX_REASONS_SHOWN` at most. */
export const shownReasons = (reasons: readonly MatchReason[]): MatchReason[] =>
  reasons.slice(0, MAX_REASONS_SHOWN);

/** One reason as a phrase of the "Why:" line, in the reader's language. */
function reasonText(reason: MatchReason): string {
  switch (reason.kind) {
    case 'experience':
      return experienceReason(reason.id);
    case 'goal':
      return uiText.whyGoal({ goal: lowerFirst(goalLabel(reason.id)) });
    case 'skills':
      return uiText.whySkills({ category: reason.category });
    case 'language':
      return uiText.whyLanguage({ language: languageName(reason.language) });
  }
}

/**
 * "Why: …" in the reader's language: the strongest reasons, joined by " · ". Read while a view
 * renders, never at a module's top level.
 */
export const whyLine = (reasons: readonly MatchReason[]) =>
  uiText.whyLine({ reasons: shownReasons(reasons).map(reasonText).join(' · ') });

/** The day a time falls on, counted in whole UTC days: the shuffle and the caps last one day. */
export const dayOf = (epochMs: number) => Math.floor(epochMs / 86_400_000);

/** FNV-1a: a small, stable hash, so a mentee's order is the same all day on every process. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The mentee's number of the day: it orders equal scores in the database's first pass. */
export const shuffleSeed = (menteeId: string, day: number) => hash(`${menteeId}:${day}`);

/**
 * Best first; within a band of near-equal scores, a shuffle seeded by the mentee and the day:
 * stable all day, different the next, and different between mentees, so the same few mentors are
 * not first for everyone.
 */
export function suggestionOrder<T extends { id: string; score: number }>(
  scored: readonly T[],
  menteeId: string,
  day: number,
): T[] {
  const band = (score: number) => Math.floor(score / NEAR_EQUAL_SCORE_BAND);
  const shuffleKey = (id: string) => hash(`${menteeId}:${day}:${id}`);
  return [...scored].sort(
    (a, b) => band(b.score) - band(a.score) || shuffleKey(a.id) - shuffleKey(b.id),
  );
}

/** The median of a mentor's times from request to first answer, in hours; needs three. */
export function medianReplyHours(durationsMs: readonly number[]): number | null {
  if (durationsMs.length < 3) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return (lower + upper) / 2 / 3_600_000;
}

/** "Usually replies within …", in words a student reads at a glance. */
export function replyTimeText(hours: number): string {
  const within =
    hours <= 1
      ? 'an hour'
      : hours <= 6
        ? 'a few hours'
        : hours <= 24
          ? 'a day'
          : hours <= 72
            ? '3 days'
            : hours <= 168
              ? 'a week'
              : '2 weeks';
  return `Usually replies within ${within}`;
}
