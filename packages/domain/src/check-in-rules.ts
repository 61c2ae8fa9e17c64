import { daysAfter, daysBetween } from './vetting-rules.ts';

/**
 * Check-ins of a match (decision 060): when "How is it going?" falls due for each member, from
 * the day the chat opened, and what a coordinator is shown. Days are `YYYY-MM-DD`.
 */

/** How often a programme asks; pairs outside programmes who turn check-ins on get the default. */
export const CHECK_IN_CADENCES = ['two_then_monthly', 'fortnightly', 'monthly'] as const;
export type CheckInCadence = (typeof CHECK_IN_CADENCES)[number];
export const DEFAULT_CADENCE: CheckInCadence = 'two_then_monthly';

export const isCadence = (text: string): text is CheckInCadence =>
  (CHECK_IN_CADENCES as readonly string[]).includes(text);

export const cadenceLabels: Record<CheckInCadence, string> = {
  two_then_monthly: 'Twice in the first month, then monthly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
};

/** Days past its due day that an unanswered check-in shows as overdue to a coordinator. */
export const OVERDUE_AFTER_DAYS = 7;

/** A rating this low goes to the coordinator's queue at once. */
export const LOW_RATING = 2;

/** The longest line a member adds to a rating. */
export const MAX_CHECK_IN_LINE = 500;

/** The days after the start that a check-in falls due, in order, up to `dayNumber` days. */
function dueOffsets(cadence: CheckInCadence, dayNumber: number): number[] {
  const offsets: number[] = [];
  const next = (offset: number) => {
    if (cadence === 'two_then_monthly') return offset < 28 ? offset + 14 : offset + 30;
    return offset + (cadence === 'fortnightly' ? 14 : 30);
  };
  for (let offset = next(0); offset <= dayNumber; offset = next(offset)) offsets.push(offset);
  return offsets;
}

/**
 * The latest check-in day on or before `today` of a match whose chat opened on `startedOn`;
 * null before the first.
 */
export function currentCheckInDay(
  startedOn: string,
  cadence: CheckInCadence,
  today: string,
): string | null {
  const offsets = dueOffsets(cadence, daysBetween(startedOn, today));
  const last = offsets.at(-1);
  return last === undefined ? null : daysAfter(startedOn, last);
}

/** Whether a check-in due on `dueOn` and still unanswered is overdue on `today`. */
export const isOverdue = (dueOn: string, today: string) =>
  daysBetween(dueOn, today) >= OVERDUE_AFTER_DAYS;
