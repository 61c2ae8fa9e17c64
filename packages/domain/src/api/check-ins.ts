import { z } from 'zod';
import { MAX_CHECK_IN_LINE } from '../check-in-rules.ts';

/*
 * Check-ins of a match (decision 060): "How is it going?", 1 to 5 and an optional line, due on
 * the programme's cadence; a pair outside programmes turns them on for itself.
 */

export const answerCheckInBodySchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  line: z.string().trim().max(MAX_CHECK_IN_LINE).default(''),
});
export type AnswerCheckInBody = z.input<typeof answerCheckInBodySchema>;

/** A pair outside programmes turns its check-ins on or off. */
export const checkInsSwitchBodySchema = z.strictObject({ on: z.boolean() });

/** A check-in waiting for the reader's answer: the day it fell due (`YYYY-MM-DD`). */
export const dueCheckInSchema = z.object({ dueOn: z.string() });

/**
 * A member's check-ins as a programme's coordinators see them: the latest answer, whether one is
 * overdue (7 days past its day) and whether something waits to be looked at (a rating of 1 or 2,
 * or a line the warning-signs check flagged). A pupil under 18's line is withheld, as their
 * name is, while the coordinator's own check does not count.
 */
export const memberCheckInsSchema = z.object({
  rating: z.number().nullable(),
  line: z.string().nullable(),
  answeredAt: z.number().nullable(),
  /** The day of the oldest unanswered check-in past 7 days; null when none is overdue. */
  overdueSince: z.string().nullable(),
  toLookAt: z.boolean(),
});
export type MemberCheckIns = z.infer<typeof memberCheckInsSchema>;
