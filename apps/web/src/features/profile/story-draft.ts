import type {
  MenteeAnswers,
  MentorStory,
  StoryExperience,
} from '@mentorbridge/domain/api/mentor-story';
import { DEFAULT_LANGUAGE } from '@mentorbridge/domain/languages';
import { experienceById } from '@mentorbridge/domain/life-experiences';

/*
 * What the Profile and "Find my mentor" forms start from, and how a tick changes them. Kept apart
 * from the forms so the defaults (English preset, sensitive experiences hidden) are tested alone.
 */

/** A list with `id` added (at the end) or taken out; adding one already there changes nothing. */
export function toggled(list: readonly string[], id: string, checked: boolean): string[] {
  if (!checked) return list.filter((chosen) => chosen !== id);
  return list.includes(id) ? [...list] : [...list, id];
}

/** Every form asks for at least one language; English is there until the person changes it. */
const languagesOrDefault = (languages: readonly string[]) =>
  languages.length > 0 ? [...languages] : [DEFAULT_LANGUAGE];

/** A saved story, ready to edit: English preset when it names no language yet. */
export function storyForEditing(saved: MentorStory): MentorStory {
  return { ...saved, languages: languagesOrDefault(saved.languages) };
}

/** A mentee's saved answers, ready to edit; before the first save, nothing but English. */
export function answersForEditing(saved: MenteeAnswers | null): MenteeAnswers {
  return {
    goals: saved?.goals ?? [],
    experiences: saved?.experiences ?? [],
    agreedToUse: saved?.agreedToUse ?? [],
    languages: languagesOrDefault(saved?.languages ?? []),
  };
}

/**
 * A newly ticked experience, with "Show on my profile" on, or off for a sensitive one (health,
 * identity, family hardship): those are named to others only when the mentor chooses to.
 */
export function newStoryExperience(id: string): StoryExperience {
  return { id, note: '', shown: !(experienceById(id)?.sensitive ?? false) };
}

/** The story's experiences with one ticked or unticked. */
export function toggledExperience(
  experiences: readonly StoryExperience[],
  id: string,
  checked: boolean,
): StoryExperience[] {
  if (!checked) return experiences.filter((experience) => experience.id !== id);
  if (experiences.some((experience) => experience.id === id)) return [...experiences];
  return [...experiences, newStoryExperience(id)];
}

/** The story's experiences with one of them changed (its note, or whether it is shown). */
export function changedExperience(
  experiences: readonly StoryExperience[],
  id: string,
  change: Partial<Omit<StoryExperience, 'id'>>,
): StoryExperience[] {
  return experiences.map((experience) =>
    experience.id === id ? { ...experience, ...change } : experience,
  );
}
