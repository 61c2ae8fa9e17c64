import { z } from 'zod';
import { userPictureSchema } from './pictures.ts';

/** A mentor as the directory's card shows them. */
export const mentorCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  skills: z.array(z.string()),
  picture: userPictureSchema,
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

/** Verified mentors, newest first. */
export const mentorListSchema = z.object({ mentors: z.array(mentorCardSchema) });
export type MentorList = z.infer<typeof mentorListSchema>;

export const mentorListQuerySchema = z.object({
  /** Part of a skill, any case. */
  skill: z.string().max(100).optional(),
});
