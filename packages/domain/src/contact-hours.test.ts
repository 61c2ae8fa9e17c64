import { describe, expect, it } from 'vitest';
import { nextWindowStart, withinContactHours } from './contact-hours.ts';

const london = { timeZone: 'Europe/London', from: '07:00', until: '21:00' };

describe("a programme's contact hours", () => {
  it('tells inside from outside on the programme’s own clock', () => {
    // 20:59 and 21:30 in London in winter (UTC+0), and 20:30 UTC in summer (21:30 BST).
    expect(withinContactHours(Date.UTC(2027, 0, 12, 20, 59), london)).toBe(true);
    expect(withinContactHours(Date.UTC(2027, 0, 12, 21, 30), london)).toBe(false);
    expect(withinContactHours(Date.UTC(2027, 5, 12, 20, 30), london)).toBe(false);
    expect(withinContactHours(Date.UTC(2027, 5, 12, 6, 0), london)).toBe(true);
  });

  it('holds around the clock from 00:00 to 24:00', () => {
    const always = { timeZone: 'Europe/London', from: '00:00', until: '24:00' };
    expect(withinContactHours(Date.UTC(2027, 0, 12, 23, 59), always)).toBe(true);
    expect(withinContactHours(Date.UTC(2027, 0, 12, 0, 0), always)).toBe(true);
  });

  it('opens the next window at 07:00 on the programme’s clock, whatever the season', () => {
    expect(nextWindowStart(Date.UTC(2027, 0, 12, 21, 30), london)).toBe(Date.UTC(2027, 0, 13, 7));
    expect(nextWindowStart(Date.UTC(2027, 0, 13, 5, 0), london)).toBe(Date.UTC(2027, 0, 13, 7));
    // Summer: 07:00 BST is 06:00 UTC.
    expect(nextWindowStart(Date.UTC(2027, 5, 12, 20, 30), london)).toBe(Date.UTC(2027, 5, 13, 6));
    // The night the clocks go forward (28 March 2027): 07:00 BST is 06:00 UTC.
    expect(nextWindowStart(Date.UTC(2027, 2, 27, 22, 0), london)).toBe(Date.UTC(2027, 2, 28, 6));
    const newYork = { timeZone: 'America/New_York', from: '07:00' };
    expect(nextWindowStart(Date.UTC(2027, 0, 13, 2, 30), newYork)).toBe(Date.UTC(2027, 0, 13, 12));
  });
});
