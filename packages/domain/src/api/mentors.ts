import { z } from 'zod';
import { userPictureSchema } from './pictures.ts';

/** Whether a mentor takes new requests: open, paused by them, or full (as many as they take). */
export const mentorAvailabilitySchema = z.enum(['open', 'paused', 'full']);
export type MentorAvailability = z.infer<typeof mentorAvailabilitySchema>;

/** A mentor as the directory's card shows them. */
export const mentorCardSchema = z.object({
  id: z.string(),
  /** Their full name, or a stand-in when they have not set one. */
  name: z.string(),
  /** Their story's headline; empty when they have not written one. */
  headline: z.string(),
  skills: z.array(z.string()),
  picture: userPictureSchema,
  availability: mentorAvailabilitySchema,
  /** Their safeguarding check counts today: the card's "Checked" badge. */
  checked: z.boolean(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

/** One page of verified mentors, newest first. */
export const mentorPageSchema = z.object({
  mentors: z.array(mentorCardSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type MentorPage = z.infer<typeof mentorPageSchema>;

export const mentorListQuerySchema = z.object({
  /**
   * Part of a skill, any case; also words of a mentor's headline, about text and shown
   * experiences. Mentors with a matching skill come first.
   */
  skill: z.string().max(100).optional(),
  /** Only mentors who show this experience (an id of the experience catalogue). */
  experience: z.string().max(100).optional(),
  /** Only mentors who can help with this goal (an id of the goal catalogue). */
  goal: z.string().max(100).optional(),
  /** Only mentors who mentor in this language. */
  language: z.string().max(100).optional(),
  /** "true": only mentors taking requests now. */
  taking: z.enum(['true', 'false']).optional(),
  /** Where the previous page ended. */
  cursor: z.string().max(200).optional(),
});
export type MentorListQuery = z.infer<typeof mentorListQuerySchema>;

/** How many cards one page holds: three rows of the 4-column grid. */
export const MENTOR_PAGE_SIZE = 12;
