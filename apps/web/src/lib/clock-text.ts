/**
 * Times and dates as the reader's region writes them, in English like the rest of the app, and
 * without Intl: a page's first Intl call loads the browser's locale data, 40-110 ms of a phone's
 * first chat before it can answer a tap (decision 045). Only two things differ by region here:
 * the hour cycle and whether the month comes before the day.
 */
export interface ClockStyle {
  twelveHour: boolean;
  monthFirst: boolean;
}

/** Regions whose English writes a 12-hour clock ("3:45 PM"). */
const TWELVE_HOUR_REGIONS = new Set(['US', 'CA', 'AU', 'NZ', 'IN', 'PH']);
/** Regions that put the month first ("November 23, 2026"). */
const MONTH_FIRST_REGIONS = new Set(['US', 'PH']);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The style of a language tag ("en-GB", "de", "zh-Hant-TW"); plain "en" is American English. */
export function clockStyleOf(language: string): ClockStyle {
  const [tongue = '', ...rest] = language.split('-');
  const region =
    rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ??
    (tongue.toLowerCase() === 'en' ? 'US' : '');
  return {
    twelveHour: TWELVE_HOUR_REGIONS.has(region),
    monthFirst: MONTH_FIRST_REGIONS.has(region),
  };
}

/** The reader's style, from the browser's language. */
export const readerClockStyle: ClockStyle = clockStyleOf(
  typeof navigator === 'undefined' ? 'en' : navigator.language,
);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time of day: "3:45 PM" or "15:45". */
export function timeText(time: number, style: ClockStyle = readerClockStyle): string {
  const date = new Date(time);
  const hours = date.getHours();
  const minutes = twoDigits(date.getMinutes());
  if (!style.twelveHour) return `${twoDigits(hours)}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A day: "November 23, 2026" or "23 November 2026". */
export function dateText(time: number, style: ClockStyle = readerClockStyle): string {
  const date = new Date(time);
  const month = MONTHS[date.getMonth()] ?? '';
  const day = date.getDate();
  const year = date.getFullYear();
  return style.monthFirst ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}
