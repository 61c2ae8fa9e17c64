import { z } from 'zod';

/** Why someone reports: a short list a 12-year-old can choose from, and "something else". */
export const REPORT_REASONS = [
  'Made me feel uncomfortable',
  'Asked for personal details',
  'Asked to talk somewhere else or to meet',
  'Unkind, bullying or threatening',
  'Sexual or not appropriate',
  'Spam or a scam',
  'Something else',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest free text a report may carry. */
export const MAX_REPORT_DETAILS = 1_000;

/** A report about a person: from their card, a connection, a chat or one message in it. */
export const createReportBodySchema = z.strictObject({
  reportedUserId: z.string().max(100),
  chatId: z.string().max(220).optional(),
  messageId: z.string().max(100).optional(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(MAX_REPORT_DETAILS).default(''),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;
