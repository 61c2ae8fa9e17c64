import { describe, expect, it } from 'vitest';
import { callLengthText } from './call-clock.tsx';

describe("a call's length", () => {
  it('reads as minutes and seconds, with hours past the first', () => {
    expect(callLengthText(0)).toBe('0:00');
    expect(callLengthText(65_400)).toBe('1:05');
    expect(callLengthText(59 * 60_000 + 59_999)).toBe('59:59');
    expect(callLengthText(62 * 60_000 + 9_000)).toBe('1:02:09');
    // A clock a moment behind the call's start does not go negative.
    expect(callLengthText(-800)).toBe('0:00');
  });
});
