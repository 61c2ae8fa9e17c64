import type { MenteeAnswers, MentorStory, StoryExperience } from './api/mentor-story.ts';
import { helpGoalById } from './help-goals.ts';
import { isCatalogueLanguage } from './languages.ts';
import { experienceById } from './life-experiences.ts';
import { storyLimits } from './story-limits.ts';
import { uiText } from './ui-text.ts';

/**
 * The rules of a mentor's story, a mentee's answers and a request's message (docs/product.md,
 * "A mentor who has walked your path"). Each check returns the message to show, naming the field,
 * or null; the forms and the server call the same functions. The server also checks the texts
 * for profanity and contact details (`story-text-check.ts`), which the browser leaves to it.
 */

/** A text field as the server reads it: its name on the form, its value and its limit. */
export interface StoryField {
  field: string;
  text: string;
  max: number;
}

/** The note field of one experience, named after it. */
export const experienceNoteField = (label: string) => `Note on "${label}"`;

/** A story as it is saved: texts trimmed. */
export function normalizeStory(story: MentorStory): MentorStory {
  return {
    headline: story.headline.trim(),
    about: story.about.trim(),
    experiences: story.experiences.map((experience) => ({
      ...experience,
      note: experience.note.trim(),
    })),
    languages: story.languages,
    goals: story.goals,
  };
}

/** The story's free texts with their fields' names, in the order of the form. */
export function storyFields(story: MentorStory): StoryField[] {
  return [
    { field: 'Headline', text: story.headline, max: storyLimits.headline },
    { field: 'About me', text: story.about, max: storyLimits.about },
    ...story.experiences.map((experience: StoryExperience) => ({
      field: experienceNoteField(experienceById(experience.id)?.label ?? experience.id),
      text: experience.note,
      max: storyLimits.experienceNote,
    })),
  ];
}

export function checkFieldLength({ field, text, max }: StoryField): string | null {
  return [...text].length > max ? uiText.fieldTooLong({ field, max }) : null;
}

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

function checkLanguages(languages: readonly string[]): string | null {
  const { min, max } = storyLimits.languages;
  if (languages.length < min || languages.length > max) return uiText.languagesCount;
  if (hasDuplicates(languages) || !languages.every(isCatalogueLanguage)) {
    return uiText.unknownLanguage;
  }
  return null;
}

function checkGoals(goals: readonly string[], { min, max }: { min: number; max: number }) {
  if (goals.length < min || goals.length > max) return uiText.goalsCount({ min, max });
  if (hasDuplicates(goals) || !goals.every((id) => helpGoalById(id))) return uiText.unknownGoal;
  return null;
}

function checkExperienceIds(ids: readonly string[], max: number): string | null {
  if (ids.length > max) return uiText.tooManyExperiences({ max });
  if (hasDuplicates(ids) || !ids.every((id) => experienceById(id))) {
    return uiText.unknownExperience;
  }
  return null;
}

/** Everything but the texts' content: lengths, counts, and choices from the catalogues. */
export function checkStory(story: MentorStory): string | null {
  for (const field of storyFields(story)) {
    const tooLong = checkFieldLength(field);
    if (tooLong) return tooLong;
  }
  return (
    checkExperienceIds(
      story.experiences.map((experience) => experience.id),
      storyLimits.experiences,
    ) ??
    checkLanguages(story.languages) ??
    checkGoals(story.goals, storyLimits.mentorGoals)
  );
}

export function checkAnswers(answers: MenteeAnswers): string | null {
  return (
    checkGoals(answers.goals, storyLimits.menteeGoals) ??
    checkExperienceIds(answers.experiences, storyLimits.menteeExperiences.max) ??
    checkSensitiveAgreed(answers) ??
    checkLanguages(answers.languages)
  );
}

/** A sensitive experience counts only with its own "Use this to find me a mentor" ticked. */
function checkSensitiveAgreed({ experiences, agreedToUse = [] }: MenteeAnswers): string | null {
  const notAgreed = experiences
    .map((id) => experienceById(id))
    .find((experience) => experience?.sensitive && !agreedToUse.includes(experience.id));
  return notAgreed ? uiText.sensitiveNotAgreed({ label: notAgreed.label }) : null;
}

/** "Add a message (optional)" on a request. */
export const requestMessageField = (text: string): StoryField => ({
  field: 'Message',
  text: text.trim(),
  max: storyLimits.requestMessage,
});
