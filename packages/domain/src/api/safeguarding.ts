import { z } from 'zod';
import { msgSchema } from './msg.ts';
import { ROLES } from '../constants.ts';

/** A person as a safeguarding lead sees them: enough to judge, no more. */
export const safeguardingPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** "11–12", "13–15", "16–17", "18–25" or "26+": the exact age is not needed to decide. */
  ageBand: z.string(),
});
export type SafeguardingParty = z.infer<typeof safeguardingPartySchema>;

/** A message held out of a chat with a minor, waiting for a lead. */
export const heldForReviewSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  text: z.string(),
  hasImage: z.boolean(),
  /** The kinds of contact details found: phone, email, link, handle, address. */
  reasons: z.array(z.string()),
  createdAt: z.number(),
  sender: safeguardingPartySchema,
  recipient: safeguardingPartySchema,
  /**
   * Why the chat cannot take the message now (a lead's release would be refused), as a message
   * for the lead's browser to write; null: open.
   */
  chatPaused: msgSchema.nullable(),
});
export type HeldForReview = z.infer<typeof heldForReviewSchema>;
export const heldForReviewListSchema = z.object({ held: z.array(heldForReviewSchema) });

/** A delivered message, or a check-in's line, whose words suggest grooming or self-harm. */
export const safetyFlagSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** The words as their writer wrote them. */
  text: z.string(),
  /** A check-in's rating, 1 to 5, when the words are a check-in's line; null for a message. */
  checkInRating: z.number().nullable(),
  kinds: z.array(z.string()),
  createdAt: z.number(),
  sender: safeguardingPartySchema,
  recipient: safeguardingPartySchema,
});
export type SafetyFlag = z.infer<typeof safetyFlagSchema>;
export const safetyFlagListSchema = z.object({
  flags: z.array(safetyFlagSchema),
  /** Flags in chats with a child, left out for a lead whose own record does not count. */
  withheld: z.number(),
});

/** One line of the audit log: who did or saw what, when and why. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.number(),
  leadEmail: z.string(),
  action: z.string(),
  subject: z.string(),
  reason: z.string(),
  /** What a change did, each field before and after ("expires 2029-01-10 -> 2029-06-01"). */
  changes: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

/** Why a lead released or removed a message: always written down. */
export const decisionBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const heldIdParamsSchema = z.object({ heldId: z.string().max(100) });

/** A report waiting for a lead. */
export const reportForReviewSchema = z.object({
  id: z.string(),
  reason: z.string(),
  details: z.string(),
  createdAt: z.number(),
  reporter: safeguardingPartySchema,
  reported: safeguardingPartySchema,
  chatId: z.string().nullable(),
  /** The reported message's text, when the report is about one. */
  messageText: z.string().nullable(),
});
export type ReportForReview = z.infer<typeof reportForReviewSchema>;
export const reportListSchema = z.object({
  reports: z.array(reportForReviewSchema),
  /** Reports that concern a child, left out for a lead whose own record does not count. */
  withheld: z.number(),
});

/** Closing a report: what came of it, for the log. */
export const closeReportBodySchema = z.strictObject({
  outcome: z.string().trim().min(1).max(500),
});

/** A warning, in the lead's words; the user reads it in a mail. */
export const warnBodySchema = z.strictObject({
  message: z.string().trim().min(1).max(1_000),
});

export const reportIdParamsSchema = z.object({ reportId: z.string().max(100) });
export const userIdParamsSchema = z.object({ userId: z.string().max(100) });
export const userSearchQuerySchema = z.object({ email: z.string().trim().min(3).max(254) });

/** Everything a lead needs to judge an account, and nothing else. */
export const userLookupSchema = z.object({
  user: safeguardingPartySchema.extend({
    email: z.string(),
    suspended: z.boolean(),
    createdAt: z.number(),
  }),
  connections: z.array(
    z.object({ chatId: z.string(), status: z.string(), other: safeguardingPartySchema }),
  ),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      status: z.string(),
      createdAt: z.number(),
      /** Whether this user made the report or is its subject. */
      side: z.enum(['made', 'about']),
    }),
  ),
});
export type UserLookup = z.infer<typeof userLookupSchema>;
