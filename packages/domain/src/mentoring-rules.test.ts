import { describe, expect, it } from 'vitest';
import { availabilityOf } from './mentoring-rules.ts';

describe('a mentor’s availability', () => {
  it('is open below capacity, full at it, and paused whenever the mentor paused', () => {
    expect(availabilityOf({ capacity: 3, paused: false, mentees: 2 })).toBe('open');
    expect(availabilityOf({ capacity: 3, paused: false, mentees: 3 })).toBe('full');
    // A mentor who lowered their capacity below what they have is full, not broken.
    expect(availabilityOf({ capacity: 1, paused: false, mentees: 4 })).toBe('full');
    expect(availabilityOf({ capacity: 3, paused: true, mentees: 0 })).toBe('paused');
    expect(availabilityOf({ capacity: 3, paused: true, mentees: 3 })).toBe('paused');
  });
});
