import { daysAfter, dayText } from './vetting-rules.ts';

/**
 * A planned ending of a mentoring (decision 060): why it ended, from a short list a pupil can
 * choose from, when the pair may ask each other again, and when they are reminded.
 */

/** Why a mentoring ended, as stored; `endingReasonLabels` says each as people read it. */
export const ENDING_REASONS = [
  'goals_reached',
  'programme_ended',
  'times_do_not_fit',
  'not_a_good_fit',
  'worried',
] as const;
export type EndingReason = (typeof ENDING_REASONS)[number];

export const endingReasonLabels: Record<EndingReason, string> = {
  goals_reached: 'We reached our goals',
  programme_ended: 'The programme ended',
  times_do_not_fit: "Our times don't fit",
  not_a_good_fit: "It's not a good fit",
  worried: 'Something worried me',
};

/** The reason that also opens a report to the safeguarding team. */
export const WORRIED: EndingReason = 'worried';

/** Who ended it: a member, a coordinator of its programme, or the programme's planned end. */
export const ENDED_BY = ['mentor', 'mentee', 'coordinator', 'planned_end'] as const;
export type EndedBy = (typeof ENDED_BY)[number];

/** Days after an ending before the two may send each other a new request. */
export const ASK_AGAIN_AFTER_DAYS = 14;

/** Days before a match's planned end that both are reminded of it. */
export const ENDING_REMINDER_DAYS = 14;

/** The longest reason a coordinator gives for reopening, and an exit answer's line. */
export const MAX_REOPEN_REASON = 500;
export const MAX_EXIT_LINE = 500;

/** The first day an ended pair may ask each other again, for an ending at `endedAt`. */
export const askAgainFrom = (endedAt: number) => daysAfter(dayText(endedAt), ASK_AGAIN_AFTER_DAYS);

/** The day both are reminded of a planned end on `endsOn`. */
export const endingReminderDay = (endsOn: string) => daysAfter(endsOn, -ENDING_REMINDER_DAYS);

/**
 * The three exit questions each member is asked once the mentoring ended: how much it helped
 * (1 to 5), and two optional lines.
 */
export const exitQuestions = {
  helped: 'How much did this mentoring help you?',
  bestPart: 'What was the best part? (optional)',
  better: 'What could have been better? (optional)',
} as const;
