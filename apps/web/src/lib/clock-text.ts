import { i18n } from '@lingui/core';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * Times and dates as the reader writes them, in the page's language (decision 062), and without
 * Intl: a page's first Intl call loads the browser's locale data, 40-110 ms of a phone's first
 * chat before it can answer a tap (decision 045). The words (months, AM and PM) come from the
 * catalogue; two things follow the reader's region: the hour cycle and whether the month comes
 * before the day.
 */
export interface ClockStyle {
  twelveHour: boolean;
  monthFirst: boolean;
}

/** Regions whose English writes a 12-hour clock ("3:45 PM"). */
const TWELVE_HOUR_REGIONS = new Set(['US', 'CA', 'AU', 'NZ', 'IN', 'PH']);
/** Regions that put the month first ("November 23, 2026"). */
const MONTH_FIRST_REGIONS = new Set(['US', 'PH']);

/**
 * The style of a language tag ("en-GB", "es-CO", "ar"). Plain "en" is American English. Spanish
 * writes a 12-hour clock ("3:45 p. m.") as the Americas do, except Spain's; Arabic writes one
 * too ("3:45 م"). Any other language writes a 24-hour clock and the day first.
 */
export function clockStyleOf(language: string): ClockStyle {
  const [tongue = '', ...rest] = language.split('-');
  const primary = tongue.toLowerCase();
  const region =
    rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ??
    (primary === 'en' ? 'US' : '');
  if (primary === 'es') return { twelveHour: region !== 'ES', monthFirst: false };
  if (primary === 'ar') return { twelveHour: true, monthFirst: false };
  return {
    twelveHour: primary === 'en' && TWELVE_HOUR_REGIONS.has(region),
    monthFirst: primary === 'en' && MONTH_FIRST_REGIONS.has(region),
  };
}

/**
 * The reader's style: the page's language, in the region of the browser's language when it is the
 * same language ("es-CO" for a Spanish page), else the language's own.
 */
export function readerClockStyle(): ClockStyle {
  const page = i18n.locale || 'en';
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return clockStyleOf(browser.split('-')[0]?.toLowerCase() === page ? browser : page);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time of day: "3:45 PM", "3:45 p. m." or "15:45". */
export function timeText(time: number, style: ClockStyle = readerClockStyle()): string {
  const date = new Date(time);
  const hours = date.getHours();
  const minutes = twoDigits(date.getMinutes());
  if (!style.twelveHour) return `${twoDigits(hours)}:${minutes}`;
  return uiText.timeTwelveHour({
    hours: String(hours % 12 || 12),
    minutes,
    half: hours < 12 ? 'am' : 'pm',
  });
}

/** A day: "November 23, 2026", "23 November 2026" or "23 de noviembre de 2026". */
export function dateText(time: number, style: ClockStyle = readerClockStyle()): string {
  const date = new Date(time);
  return dayText(date.getFullYear(), date.getMonth() + 1, date.getDate(), style);
}

/** A calendar day as the server sends it ("2027-11-14"), in words, whatever the time zone. */
export function calendarDayText(day: string, style: ClockStyle = readerClockStyle()): string {
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  return dayText(year, month, dayOfMonth, style);
}

/** "November 2026", "noviembre de 2026". */
export function monthAndYearText(time: number): string {
  const date = new Date(time);
  return uiText.monthAndYear({
    month: uiText.monthName({ month: String(date.getMonth() + 1) }),
    year: String(date.getFullYear()),
  });
}

function dayText(year: number, month: number, day: number, style: ClockStyle): string {
  return uiText.dateLong({
    order: style.monthFirst ? 'monthFirst' : 'dayFirst',
    day: String(day),
    month: uiText.monthName({ month: String(month) }),
    year: String(year),
  });
}
