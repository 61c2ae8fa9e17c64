import type { MenteeAnswers, MentorStory, MyAnswers } from '@mentorbridge/domain/api/mentor-story';
import { DEFAULT_LANGUAGE } from '@mentorbridge/domain/languages';
import {
  checkAnswers,
  checkStory,
  normalizeStory,
  type StoryField,
  storyFields,
} from '@mentorbridge/domain/story-rules';
import { checkStoryText } from '@mentorbridge/domain/story-text-check';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { findAnswers, findSkills, findStory, replaceAnswers, replaceStory } from './repository.ts';
import { indexStory } from './story-index.ts';

type Deps = Pick<AppContext, 'db'>;

/** What a mentor's form starts from before they first save: English preset, nothing else. */
const emptyStory: MentorStory = {
  headline: '',
  about: '',
  experiences: [],
  languages: [DEFAULT_LANGUAGE],
  goals: [],
};

function requireRole(user: SessionIdentity, role: 'mentor' | 'mentee'): void {
  if (user.role === role) return;
  const message = role === 'mentor' ? msg.onlyMentorsHaveStory : msg.onlyMenteesAnswer;
  throw new ApiError(403, 'forbidden', message);
}

/**
 * The first of the texts' problems, naming its field: profanity or contact details refused,
 * since children read profiles and requests (decision 036).
 */
export function firstTextProblem(fields: readonly StoryField[]): string | null {
  for (const field of fields) {
    const problem = checkStoryText(field);
    if (problem) return problem;
  }
  return null;
}

export async function storyOf(deps: Deps, user: SessionIdentity): Promise<MentorStory> {
  requireRole(user, 'mentor');
  return (await findStory(deps.db, user.id)) ?? emptyStory;
}

/** "Save profile": every rule checked before anything is written. */
export async function saveStory(
  deps: Deps,
  user: SessionIdentity,
  body: MentorStory,
): Promise<MentorStory> {
  requireRole(user, 'mentor');
  await writeStory(deps, user.id, body);
  return storyOf(deps, user);
}

/** Checks and writes a mentor's story: for "Save profile" and for the demo's mentors. */
export async function writeStory(deps: Deps, mentorId: string, body: MentorStory): Promise<void> {
  const story = normalizeStory(body);
  const problem = checkStory(story) ?? firstTextProblem(storyFields(story));
  if (problem) throw new ApiError(400, 'invalid_profile', problem);
  const skills = await findSkills(deps.db, mentorId);
  await replaceStory(deps.db, mentorId, story, indexStory(story, skills), Date.now());
}

export async function answersOf(deps: Deps, user: SessionIdentity): Promise<MyAnswers> {
  requireRole(user, 'mentee');
  return { answers: await findAnswers(deps.db, user.id) };
}

/** "Save my answers": private to the mentee, read only by their own suggestions. */
export async function saveAnswers(
  deps: Deps,
  user: SessionIdentity,
  answers: MenteeAnswers,
): Promise<MyAnswers> {
  requireRole(user, 'mentee');
  await writeAnswers(deps, user.id, answers);
  return answersOf(deps, user);
}

/** Checks and writes a mentee's answers: for "Save my answers" and for the demo's mentee. */
export async function writeAnswers(
  deps: Deps,
  menteeId: string,
  answers: MenteeAnswers,
): Promise<void> {
  const problem = checkAnswers(answers);
  if (problem) throw new ApiError(400, 'invalid_answers', problem);
  await replaceAnswers(deps.db, menteeId, answers, Date.now());
}

/** A mentee's answers, for their suggestions only. */
export async function savedAnswersOf(deps: Deps, menteeId: string) {
  return findAnswers(deps.db, menteeId);
}

/** A mentor's saved story, hidden experiences included: callers name only the shown ones. */
export async function savedStoryOf(deps: Deps, mentorId: string) {
  return findStory(deps.db, mentorId);
}

/** How a story is indexed for suggestions, which the matching benchmark measures. */
export { indexStory } from './story-index.ts';
