import { describe, expect, it } from 'vitest';
import { maskedCases, untouchedCases } from './profanity-filter.cases.ts';
import { maskProfanity } from './profanity-filter.ts';

describe('profanity filter', () => {
  it.each(maskedCases)('masks %j as %j', (text, masked) => {
    expect(maskProfanity(text)).toBe(masked);
  });

  it.each(untouchedCases)('leaves %j alone', (text) => {
    expect(maskProfanity(text)).toBe(text);
  });
});
