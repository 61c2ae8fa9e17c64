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
  skills: z.array(z.string()),
  picture: userPictureSchema,
  availability: mentorAvailabilitySchema,
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
  /** Part of a skill, any case. */
  skill: z.string().max(100).optional(),
  /** Where the previous page ended. */
  cursor: z.string().max(200).optional(),
});
export type MentorListQuery = z.infer<typeof mentorListQuerySchema>;

/** How many cards one page holds: three rows of the 4-column grid. */
export const MENTOR_PAGE_SIZE = 12;
