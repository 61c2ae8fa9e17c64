import { describe, expect, it } from 'vitest';
import { memberSinceText } from './member-since.ts';

describe('"Member since"', () => {
  it('names the month in words and the year', () => {
    expect(memberSinceText(Date.UTC(2026, 10, 15, 12))).toBe('Member since November 2026');
  });
});
