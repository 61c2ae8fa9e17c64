import { dayText } from '@mentorbridge/domain/vetting-rules';

/**
 * Where the app reads the time for rules that turn on a date (a safeguarding check's expiry):
 * one clock per app, which tests move, so no rule needs a job to run on the day (decision 038).
 */
export interface Clock {
  now: () => number;
}

export const systemClock = (): Clock => ({ now: () => Date.now() });

const DAY_MS = 86_400_000;
/** The last day asked for: every message asks, and a day's text changes once a day. */
let lastDay = { number: Number.NaN, text: '' };

/** Today's date (UTC) by the app's clock, as `YYYY-MM-DD`. */
export function todayBy(clock: Clock): string {
  const now = clock.now();
  const number = Math.floor(now / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, text: dayText(now) };
  return lastDay.text;
}
