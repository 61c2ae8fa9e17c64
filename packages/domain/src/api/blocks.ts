import { z } from 'zod';

/** Blocking someone: the two no longer see each other until it is lifted. */
export const blockBodySchema = z.strictObject({ userId: z.string().max(100) });

/** A person the user blocked, as the settings list shows them. */
export const blockedPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  blockedAt: z.number(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blockedListSchema = z.object({ blocked: z.array(blockedPersonSchema) });

export const blockedUserParamsSchema = z.object({ userId: z.string().max(100) });
