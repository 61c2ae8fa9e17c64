import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import {
  calendarDayText,
  clockStyleOf,
  dateText,
  monthAndYearText,
  timeText,
} from './clock-text.ts';

const at = (hour: number, minute: number) => new Date(2026, 10, 23, hour, minute).getTime();
const inLanguage = (locale: Locale) =>
  i18n.loadAndActivate({ locale, messages: compileCatalogue(catalogues[locale]) });

describe('times and dates as the reader writes them', () => {
  afterEach(() => activateEnglish());

  it('follows the region of the browser’s language', () => {
    expect(clockStyleOf('en-US')).toEqual({ twelveHour: true, monthFirst: true });
    expect(clockStyleOf('en')).toEqual({ twelveHour: true, monthFirst: true });
    expect(clockStyleOf('en-GB')).toEqual({ twelveHour: false, monthFirst: false });
    expect(clockStyleOf('en-AU')).toEqual({ twelveHour: true, monthFirst: false });
    expect(clockStyleOf('de')).toEqual({ twelveHour: false, monthFirst: false });
    expect(clockStyleOf('zh-Hant-TW')).toEqual({ twelveHour: false, monthFirst: false });
    expect(clockStyleOf('es-419')).toEqual({ twelveHour: true, monthFirst: false });
    expect(clockStyleOf('es-ES')).toEqual({ twelveHour: false, monthFirst: false });
    expect(clockStyleOf('ar-SY')).toEqual({ twelveHour: true, monthFirst: false });
  });

  it('writes a 12-hour clock with midnight and noon as 12', () => {
    const american = clockStyleOf('en-US');
    expect(timeText(at(0, 5), american)).toBe('12:05 AM');
    expect(timeText(at(9, 30), american)).toBe('9:30 AM');
    expect(timeText(at(12, 0), american)).toBe('12:00 PM');
    expect(timeText(at(15, 45), american)).toBe('3:45 PM');
  });

  it('writes a 24-hour clock with two digits', () => {
    const british = clockStyleOf('en-GB');
    expect(timeText(at(0, 5), british)).toBe('00:05');
    expect(timeText(at(15, 45), british)).toBe('15:45');
  });

  it('writes the day as Intl’s long date style does in English', () => {
    const time = at(12, 0);
    expect(dateText(time, clockStyleOf('en-US'))).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(time),
    );
    expect(dateText(time, clockStyleOf('en-GB'))).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(time),
    );
    expect(calendarDayText('2027-11-14', clockStyleOf('en-GB'))).toBe('14 November 2027');
  });

  it('writes days, months and times in Spanish and Arabic as their readers do, digits Western', () => {
    const time = at(15, 45);
    inLanguage('es');
    expect(dateText(time, clockStyleOf('es-CO'))).toBe(
      new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' }).format(time),
    );
    expect(timeText(time, clockStyleOf('es-MX'))).toBe('3:45 p. m.');
    expect(timeText(time, clockStyleOf('es-ES'))).toBe('15:45');
    expect(monthAndYearText(time)).toBe('noviembre de 2026');
    inLanguage('ar');
    expect(dateText(time, clockStyleOf('ar'))).toBe(
      new Intl.DateTimeFormat('ar-EG-u-nu-latn', { dateStyle: 'long' }).format(time),
    );
    expect(timeText(time, clockStyleOf('ar'))).toBe('3:45 م');
  });
});
