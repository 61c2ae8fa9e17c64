import { dayText } from '@mentorbridge/domain/vetting-rules';

/**
 * Where the app reads the time for rules that turn on a date (a safeguarding check's expiry):
 * one clock per app, which tests move, so no rule needs a job to run on the day (decision 038).
 */
export interface Clock {
  now: () => number;
}

export const systemClock = (): Clock => ({ now: () => Date.now() });

/** Today's date (UTC) by the app's clock, as `YYYY-MM-DD`. */
export const todayBy = (clock: Clock) => dayText(clock.now());
