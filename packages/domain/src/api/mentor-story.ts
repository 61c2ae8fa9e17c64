import { z } from 'zod';
import { storyLimits } from '../story-limits.ts';
import { mentorAvailabilitySchema, mentorCardSchema } from './mentors.ts';
import { userPictureSchema } from './pictures.ts';

/*
 * Lengths are checked loosely here (a bound on what the server reads) and exactly by the story
 * rules, so the answer names the field in the product's words.
 */
const text = (max: number) => z.string().max(max * 4);
const ids = (max: number) => z.array(z.string().max(100)).max(max * 4);

/** One experience on a mentor's story, as the mentor edits it. */
export const storyExperienceSchema = z.strictObject({
  id: z.string().max(100),
  note: text(storyLimits.experienceNote),
  /** "Show on my profile": off, it is used for suggestions only and never named to anyone. */
  shown: z.boolean(),
});
export type StoryExperience = z.infer<typeof storyExperienceSchema>;

/** A mentor's story: what the dashboard's Profile edits and "Save profile" sends. */
export const mentorStorySchema = z.strictObject({
  headline: text(storyLimits.headline),
  about: text(storyLimits.about),
  experiences: z.array(storyExperienceSchema).max(storyLimits.experiences * 4),
  languages: ids(storyLimits.languages.max),
  goals: ids(storyLimits.mentorGoals.max),
});
export type MentorStory = z.infer<typeof mentorStorySchema>;

/**
 * A mentee's answers under "Find my mentor": private, read back only by the mentee, used only
 * for their suggestions.
 */
export const menteeAnswersSchema = z.strictObject({
  goals: ids(storyLimits.menteeGoals.max),
  experiences: ids(storyLimits.menteeExperiences.max),
  /**
   * The sensitive experiences (health, identity, family hardship) the mentee ticked "Use this to
   * find me a mentor" for: each sensitive one in `experiences` must be here (explicit consent).
   */
  agreedToUse: ids(storyLimits.menteeExperiences.max).optional(),
  languages: ids(storyLimits.languages.max),
});
export type MenteeAnswers = z.infer<typeof menteeAnswersSchema>;

/** The mentee's own answers; null before they first save them. */
export const myAnswersSchema = z.object({ answers: menteeAnswersSchema.nullable() });
export type MyAnswers = z.infer<typeof myAnswersSchema>;

/** A shown experience on a profile page: a matching-only one never appears here. */
export const shownExperienceSchema = z.object({
  id: z.string(),
  label: z.string(),
  note: z.string(),
});

/** A mentor's page (`/mentors/:id`), as any signed-in member may read it. */
export const mentorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: userPictureSchema,
  headline: z.string(),
  about: z.string(),
  experiences: z.array(shownExperienceSchema),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  /** The labels of what they can help with. */
  helpsWith: z.array(z.string()),
  availability: mentorAvailabilitySchema,
  /**
   * The last day their safeguarding check counts (`YYYY-MM-DD`), for "valid until {month
   * year}"; null when it does not count today. The check's kind and reference are never shown.
   */
  checkedThrough: z.string().nullable(),
  /**
   * The median time, in hours, between a request to them and their first answer; null until
   * they have answered at least three.
   */
  replyHours: z.number().nullable(),
  /** Epoch milliseconds of their sign-up. */
  memberSince: z.number(),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const mentorIdParamsSchema = z.object({ mentorId: z.string().max(100) });

/**
 * One thing a mentee shares with a suggested mentor, as a code: the browser writes it in its
 * reader's language (`whyLine` in matching-rules.ts). An experience the mentor shows, a goal, a
 * field of the skill catalogue their goals call for, or a language both speak.
 */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('experience'), id: z.string() }),
  z.object({ kind: z.literal('goal'), id: z.string() }),
  z.object({ kind: z.literal('skills'), category: z.string() }),
  z.object({ kind: z.literal('language'), language: z.string() }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** One suggested mentor and what the mentee shares with them. */
export const suggestionSchema = z.object({
  mentor: mentorCardSchema,
  /**
   * What the "Why: …" line names, strongest first (experiences, goals, fields, languages), three
   * at most: only what truly overlaps and only what the mentor shows.
   */
  reasons: z.array(matchReasonSchema),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** "Suggested for you": empty until the mentee has answered. */
export const suggestionListSchema = z.object({
  answered: z.boolean(),
  suggestions: z.array(suggestionSchema),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;
