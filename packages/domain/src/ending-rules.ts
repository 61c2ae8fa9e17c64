import type { PlainMessageId } from './i18n/catalogue.ts';
import { ASK_AGAIN_AFTER_DAYS } from './constants.ts';
import { daysAfter, dayText } from './vetting-rules.ts';

/**
 * A planned ending of a mentoring (decision 060): why it ended, from a short list a pupil can
 * choose from, when the pair may ask each other again, and when they are reminded.
 */

/** Why a mentoring ended, as stored; `endingReasonMessages` says each as people read it. */
export const ENDING_REASONS = [
  'goals_reached',
  'programme_ended',
  'times_do_not_fit',
  'not_a_good_fit',
  'worried',
] as const;
export type EndingReason = (typeof ENDING_REASONS)[number];

/**
 * Each reason as people read it: the id of its message, which a view writes in its reader's
 * language (`uiText[endingReasonMessages[reason]]`). The server sends the code, never the words.
 */
export const endingReasonMessages: Record<EndingReason, PlainMessageId> = {
  goals_reached: 'endReasonGoalsReached',
  programme_ended: 'endReasonProgrammeEnded',
  times_do_not_fit: 'endReasonTimesDoNotFit',
  not_a_good_fit: 'endReasonNotAGoodFit',
  worried: 'endReasonWorried',
};

/** The reason that also opens a report to the safeguarding team. */
export const WORRIED: EndingReason = 'worried';

/** Who ended it: a member, a coordinator of its programme, or the programme's planned end. */
export const ENDED_BY = ['mentor', 'mentee', 'coordinator', 'planned_end'] as const;
export type EndedBy = (typeof ENDED_BY)[number];

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
 * (1 to 5), and two optional lines. Each is the id of its message (`uiText[exitQuestions.helped]`).
 */
export const exitQuestions = {
  helped: 'exitHelpedQuestion',
  bestPart: 'exitBestPartQuestion',
  better: 'exitBetterQuestion',
} as const satisfies Record<string, PlainMessageId>;
