import type { MenteeAnswers, SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { userPicture } from '@mentorbridge/domain/api/pictures';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { helpGoalById, skillCategoryBit } from '@mentorbridge/domain/help-goals';
import { languageBit } from '@mentorbridge/domain/languages';
import { experienceById, maskOf } from '@mentorbridge/domain/life-experiences';
import {
  categoriesForGoals,
  dailyListCap,
  dayOf,
  matchWeights,
  NEAR_EQUAL_SCORE_BAND,
  readingLanguageOf,
  scoreMatch,
  shownReasons,
  shuffleSeed,
  SUGGESTIONS_SHOWN,
  suggestionOrder,
} from '@mentorbridge/domain/matching-rules';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { msg } from '@mentorbridge/domain/ui-text';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { mentorsKeepingPupil } from '../../lib/programme-keeping-repository.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { savedAnswersOf } from '../mentor-story/service.ts';
import { skillsOf } from './repository.ts';
import { keptStoryBits } from './kept-story-bits.ts';
import { bestCandidates, type ScorePlan } from './best-candidates.ts';
import { dayNumberOf } from './story-bits.ts';
import { findMatchDetails, findSuggestible, recordShows } from './suggestion-repository.ts';

/** Candidates checked for eligibility at a time, and how many times at most. */
const CANDIDATES_PER_ROUND = 60;
const MAX_ROUNDS = 10;
/**
 * Eligible mentors that are enough to choose five from: the first pass already orders equal
 * scores by the mentee's seed, so reading further would only add mentors of lower bands.
 */
const ENOUGH_ELIGIBLE = 4 * SUGGESTIONS_SHOWN;

/**
 * The mentee's answers as the first pass's columns: each shared entry adds its weight's share of
 * what the mentee asked for (a shared skill field adds its weight once), scaled to 100 of their
 * best possible match, as `scoreMatch` scores it (the second pass, which also finds the reasons).
 * The language they read MentorBridge in, when it is not English, is one more language they
 * speak, counted but never needed (decision 063).
 */
export function scorePlanOf(answers: MenteeAnswers, readsIn: Locale): ScorePlan {
  const categories = [...categoriesForGoals(answers.goals)];
  const readingLanguage = readingLanguageOf(answers, readsIn);
  const languagesSpoken = answers.languages.length + (readingLanguage ? 1 : 0);
  const most =
    (answers.experiences.length > 0 ? matchWeights.experience : 0) +
    (answers.goals.length > 0 ? matchWeights.goal : 0) +
    (categories.length > 0 ? matchWeights.skillCategory : 0) +
    matchWeights.language;
  const share = (weight: number, asked: number) =>
    asked === 0 ? 0 : (100 * weight) / asked / most;
  return {
    masks: {
      experience: maskOf(answers.experiences.map((id) => experienceById(id)?.bit)),
      goal: maskOf(answers.goals.map((id) => helpGoalById(id)?.bit)),
      category: maskOf(categories.map(skillCategoryBit)),
      language: maskOf(answers.languages.map(languageBit)),
      readingLanguage: readingLanguage ? maskOf([languageBit(readingLanguage)]) : 0,
    },
    points: {
      eachExperience: share(matchWeights.experience, answers.experiences.length),
      eachGoal: share(matchWeights.goal, answers.goals.length),
      anyCategory: (100 * matchWeights.skillCategory) / most,
      eachLanguage: share(matchWeights.language, languagesSpoken),
    },
  };
}

type Suggestible = Awaited<ReturnType<typeof findSuggestible>>[number];

/**
 * Whom the fair-exposure rule lets this mentee see today: a mentor already in their list today
 * stays; anyone else only while they have been in fewer lists today than their free places
 * justify (`dailyListCap`).
 */
const withinExposureCap = (mentor: Suggestible) =>
  mentor.freePlaces > 0 &&
  (mentor.shownToMentee || mentor.listsToday < dailyListCap(mentor.freePlaces));

/**
 * Reads every story's bits ahead of the first mentee who asks: at 100,000 mentors about a
 * quarter of a second, during which SQLite's process answers nothing else (decision 037).
 */
export async function readStoryBitsAhead(deps: Pick<AppContext, 'db'>): Promise<void> {
  await keptStoryBits(deps.db);
}

/**
 * "Suggested for you" (decision 036): up to five mentors the mentee may ask, best match first,
 * near-equal matches in the mentee's shuffle of the day, each with the reasons of its "Why:" line
 * as codes, which name only what they truly share and the mentor shows; the browser writes them
 * in its reader's language. The language the mentee reads MentorBridge in counts among theirs
 * (decision 063). Mentees only.
 */
export async function suggestionsFor(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionIdentity,
  now = deps.clock.now(),
): Promise<SuggestionList> {
  if (user.role !== 'mentee') throw new ApiError(403, 'forbidden', msg.onlyMenteesAnswer);
  const answers = await savedAnswersOf(deps, user.id);
  if (!answers) return { answered: false, suggestions: [] };
  const day = dayOf(now);
  const mentee = { id: user.id, minor: isMinor(user.age), today: dayText(now) };
  const plan = scorePlanOf(answers, user.language);

  // The best-scored candidates from every mentor's bits in memory, checked for eligibility a
  // round at a time, until enough are eligible and nobody left unchecked could share the band of
  // the fifth best.
  // A pupil a programme keeps to its mentors is suggested only them (decision 058).
  const [bits, only] = await Promise.all([
    keptStoryBits(deps.db),
    mentorsKeepingPupil(deps.db, user.id),
  ]);
  const best = bestCandidates(bits, plan, {
    limit: CANDIDATES_PER_ROUND * MAX_ROUNDS,
    seed: shuffleSeed(user.id, day),
    checkedAfter: mentee.minor ? dayNumberOf(mentee.today) : 0,
    only,
  });
  const eligible = new Map<string, Suggestible & { roughScore: number }>();
  for (let from = 0; from < best.length; from += CANDIDATES_PER_ROUND) {
    const candidates = best.slice(from, from + CANDIDATES_PER_ROUND);
    const scores = new Map(candidates.map((candidate) => [candidate.mentorId, candidate.score]));
    const suggestible = await findSuggestible(deps.db, [...scores.keys()], mentee, day);
    for (const mentor of suggestible.filter(withinExposureCap)) {
      eligible.set(mentor.id, { ...mentor, roughScore: scores.get(mentor.id) ?? 0 });
    }
    const lowestRead = candidates.at(-1)?.score ?? 0;
    const fifthBest = [...eligible.values()]
      .map((mentor) => mentor.roughScore)
      .sort((a, b) => b - a)[SUGGESTIONS_SHOWN - 1];
    const settled =
      fifthBest !== undefined &&
      (lowestRead < fifthBest - NEAR_EQUAL_SCORE_BAND || eligible.size >= ENOUGH_ELIGIBLE);
    if (settled) break;
  }
  if (eligible.size === 0) return { answered: true, suggestions: [] };

  const ids = [...eligible.keys()];
  const [details, skills] = await Promise.all([
    findMatchDetails(deps.db, ids),
    skillsOf(deps.db, ids),
  ]);
  const scored = [...eligible.values()].map((mentor) => {
    const languages = details.languages.get(mentor.id) ?? [];
    const match = scoreMatch(
      answers,
      {
        experiences: details.experiences.get(mentor.id) ?? [],
        goals: details.goals.get(mentor.id) ?? [],
        languages,
        skills: skills.get(mentor.id) ?? [],
      },
      user.language,
    );
    // Only a language the mentee answered makes a mentor one they may be suggested.
    const sharesLanguage = languages.some((language) => answers.languages.includes(language));
    return { ...mentor, ...match, sharesLanguage };
  });
  // The story as it is now, in case it changed since the first pass read its bits: a match on
  // something named, and a language in common.
  const chosen = suggestionOrder(
    scored.filter((mentor) => mentor.score > 0 && mentor.sharesLanguage),
    user.id,
    day,
  ).slice(0, SUGGESTIONS_SHOWN);
  await recordShows(
    deps.db,
    day,
    user.id,
    chosen.map((mentor) => mentor.id),
  );
  return {
    answered: true,
    suggestions: chosen.map((mentor) => ({
      mentor: {
        id: mentor.id,
        name: shownName(mentor.fullName, 'mentor'),
        headline: mentor.headline,
        skills: skills.get(mentor.id) ?? [],
        picture: userPicture(mentor.id, mentor.pictureVersion),
        availability: 'open' as const,
        checked: mentor.checked,
      },
      reasons: shownReasons(mentor.reasons),
    })),
  };
}
