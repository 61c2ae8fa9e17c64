/**
 * A programme's contact hours (decision 060): outside them a mentor's messages to a pupil under
 * 18 are kept and delivered when the next window opens, and no call starts. Times are `HH:MM` on
 * the programme's clock, in its time zone.
 */

export const DEFAULT_CONTACT_FROM = '07:00';
export const DEFAULT_CONTACT_UNTIL = '21:00';

/** A time of day as `HH:MM`, 00:00 to 23:59. */
export const isTimeOfDay = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);

/** The end of the window: a time of day, or `24:00`, the day's end (hours around the clock). */
export const isWindowEnd = (text: string) => text === '24:00' || isTimeOfDay(text);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The wall clock in a time zone at an instant: its minutes since midnight, and its day. */
function wallClock(at: number, timeZone: string): { minutes: number; utcMidnightOfDay: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return {
    minutes: part('hour') * 60 + part('minute'),
    utcMidnightOfDay: Date.UTC(part('year'), part('month') - 1, part('day')),
  };
}

/** Whether an instant falls inside the window `from` to `until` on the zone's clock. */
export function withinContactHours(
  at: number,
  { timeZone, from, until }: { timeZone: string; from: string; until: string },
): boolean {
  const { minutes } = wallClock(at, timeZone);
  return minutes >= minutesOf(from) && minutes < minutesOf(until);
}

/**
 * The instant the next window opens after `at`: `from` today on the zone's clock, or tomorrow
 * when today's has begun. The zone's offset is read at that moment, so a change of the clocks
 * overnight is allowed for.
 */
export function nextWindowStart(
  at: number,
  { timeZone, from }: { timeZone: string; from: string },
): number {
  const { minutes, utcMidnightOfDay } = wallClock(at, timeZone);
  const dayStart = utcMidnightOfDay + (minutes < minutesOf(from) ? 0 : 24 * 60 * 60_000);
  // The wall time wanted, as if the zone were UTC; then moved by the zone's offset then.
  const wanted = dayStart + minutesOf(from) * 60_000;
  const offset = wallClock(wanted, timeZone);
  const offsetMs = offset.utcMidnightOfDay + offset.minutes * 60_000 - wanted;
  return wanted - offsetMs;
}
