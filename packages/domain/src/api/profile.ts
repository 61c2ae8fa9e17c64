import { z } from 'zod';
import { userPictureSchema } from './pictures.ts';

/** The Full Name field; checked by the account rules so the answer carries the product's words. */
export const fullNameBodySchema = z.strictObject({
  fullName: z.string().max(1_000),
});
export type FullNameBody = z.infer<typeof fullNameBodySchema>;

/** The name as saved (trimmed). */
export const fullNameResultSchema = z.object({ fullName: z.string() });

/** The new picture's URLs after an upload. */
export const pictureResultSchema = z.object({ picture: userPictureSchema.unwrap() });
export type PictureResult = z.infer<typeof pictureResultSchema>;
