import { describe, expect, it } from 'vitest';
import { clockStyleOf } from '../../lib/clock-text.ts';
import { dayLabel, sameDay } from './day-label.ts';

const at = (year: number, month: number, day: number, hour: number) =>
  new Date(year, month - 1, day, hour).getTime();

describe('day separators', () => {
  const now = at(2026, 11, 25, 9);

  it('says Today and Yesterday by the calendar day, not by 24 hours', () => {
    expect(dayLabel(at(2026, 11, 25, 0), now)).toBe('Today');
    expect(dayLabel(at(2026, 11, 24, 23), now)).toBe('Yesterday');
    expect(dayLabel(at(2026, 11, 24, 0), now)).toBe('Yesterday');
  });

  it('gives the date for anything older, across a month and a year', () => {
    const older = at(2026, 11, 23, 12);
    expect(dayLabel(older, now, clockStyleOf('en-GB'))).toBe('23 November 2026');
    expect(dayLabel(older, now, clockStyleOf('en-US'))).toBe('November 23, 2026');
    expect(dayLabel(at(2025, 12, 31, 12), at(2026, 1, 1, 8))).toBe('Yesterday');
  });

  it('puts two messages on one day only when their calendar day is the same', () => {
    expect(sameDay(at(2026, 3, 29, 0), at(2026, 3, 29, 23))).toBe(true);
    expect(sameDay(at(2026, 3, 28, 23), at(2026, 3, 29, 0))).toBe(false);
  });
});
