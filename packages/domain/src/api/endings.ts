import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../chat-rules.ts';
import { ENDED_BY, ENDING_REASONS, MAX_EXIT_LINE, MAX_REOPEN_REASON } from '../ending-rules.ts';

/*
 * A planned ending of a mentoring (decision 060): `End our mentoring`, the exit questions and a
 * coordinator's reopening.
 */

/** `End our mentoring`: a reason from the list and an optional goodbye, the chat's last message. */
export const endMentoringBodySchema = z.strictObject({
  reason: z.enum(ENDING_REASONS),
  goodbye: z.string().trim().max(MAX_MESSAGE_LENGTH).default(''),
});
export type EndMentoringBody = z.input<typeof endMentoringBodySchema>;

/** The three exit questions: how much it helped, 1 to 5, and two optional lines. */
export const exitAnswersBodySchema = z.strictObject({
  helped: z.number().int().min(1).max(5),
  bestPart: z.string().trim().max(MAX_EXIT_LINE).default(''),
  better: z.string().trim().max(MAX_EXIT_LINE).default(''),
});
export type ExitAnswersBody = z.input<typeof exitAnswersBodySchema>;

/**
 * A coordinator ends a match of their programme, with a reason from the list. "Something worried
 * me" is not theirs to give: a worried coordinator goes to the school's safeguarding lead, who
 * can suspend the adult's record.
 */
export const coordinatorEndingBodySchema = z.strictObject({
  reason: z.enum(ENDING_REASONS).exclude(['worried']),
});
export type CoordinatorEndingBody = z.infer<typeof coordinatorEndingBodySchema>;

/** A coordinator reopens an ended match of their programme, saying why. */
export const reopenMatchBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(MAX_REOPEN_REASON),
});

/**
 * How a match ended, as one of its members sees it. The reason is told only to the member who
 * chose it (and to the programme's coordinators): the other member reads the date and who ended
 * it, so "Something worried me" never reaches the person it is about.
 */
export const matchEndingSchema = z.object({
  /** Epoch milliseconds: the page says the day in the reader's own time. */
  endedAt: z.number(),
  by: z.enum(ENDED_BY),
  /** The reason, when the reader chose it; null for the other member. */
  reason: z.enum(ENDING_REASONS).nullable(),
  /** The first day (`YYYY-MM-DD`) the two may send each other a new request. */
  askAgainFrom: z.string(),
  /** Whether the reader answered the exit questions. */
  exitAnswered: z.boolean(),
});
export type MatchEnding = z.infer<typeof matchEndingSchema>;
