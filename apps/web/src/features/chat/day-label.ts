import { uiText } from '@mentorbridge/domain/ui-text';
import { type ClockStyle, dateText, readerClockStyle } from '../../lib/clock-text.ts';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The local calendar day of a time, as a whole number that goes up by one a day. */
function dayNumber(time: number): number {
  const date = new Date(time);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY);
}

/** Whether two times fall on the same day where the reader is. */
export function sameDay(a: number, b: number): boolean {
  return dayNumber(a) === dayNumber(b);
}

/** A chat's day separator: "Today", "Yesterday", then the date in the reader's own words. */
export function dayLabel(
  time: number,
  now: number,
  style: ClockStyle = readerClockStyle(),
): string {
  const daysAgo = dayNumber(now) - dayNumber(time);
  if (daysAgo === 0) return uiText.chatToday;
  if (daysAgo === 1) return uiText.chatYesterday;
  return dateText(time, style);
}
