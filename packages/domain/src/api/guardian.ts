import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/** The guardian's link carries one token; it stays good for withdrawing consent later. */
export const guardianTokenBodySchema = z.strictObject({ token: z.string().min(10).max(200) });
export const guardianQuerySchema = z.object({ token: z.string().min(10).max(200) });

/**
 * The guardian's choice of language on their page, by the link's token: their page's and their
 * mail's (decision 061). The token is only bounded here: a schema failure answers that the
 * language is not offered, and a wrong token is the service's to refuse as a link not valid.
 */
export const guardianLanguageBodySchema = z.strictObject({
  token: z.string().max(200),
  language: z.enum(LOCALES),
});

/**
 * What the guardian page shows: whose account, whether consent is given yet, and the language
 * the guardian reads their page and mail in.
 */
export const guardianViewSchema = z.object({
  childEmail: z.string(),
  status: z.enum(['pending', 'given']),
  language: z.enum(LOCALES),
});
export type GuardianView = z.infer<typeof guardianViewSchema>;
