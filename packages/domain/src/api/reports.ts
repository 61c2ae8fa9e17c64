import { z } from 'zod';
import { MAX_REPORT_DETAILS, REPORT_REASONS } from '../safety/report-reasons.ts';

/** A report about a person: from their card, a connection, a chat or one message in it. */
export const createReportBodySchema = z.strictObject({
  reportedUserId: z.string().max(100),
  chatId: z.string().max(220).optional(),
  messageId: z.string().max(100).optional(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(MAX_REPORT_DETAILS).default(''),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;
