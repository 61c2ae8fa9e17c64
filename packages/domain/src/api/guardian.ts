import { z } from 'zod';

/** The guardian's link carries one token; it stays good for withdrawing consent later. */
export const guardianTokenBodySchema = z.strictObject({ token: z.string().min(10).max(200) });
export const guardianQuerySchema = z.object({ token: z.string().min(10).max(200) });

/** What the guardian page shows: whose account, and whether consent is given yet. */
export const guardianViewSchema = z.object({
  childEmail: z.string(),
  status: z.enum(['pending', 'given']),
});
export type GuardianView = z.infer<typeof guardianViewSchema>;
