import { describe, expect, it } from 'vitest';
import { createSendLimit, SEND_ALLOWANCE } from './send-limit.ts';

describe('the chat send limit', () => {
  it('lets a burst of 30 messages in 10 seconds through, then refuses until the window moves', () => {
    const limit = createSendLimit(1);
    const start = 1_000_000;
    for (let index = 0; index < SEND_ALLOWANCE.messages.max; index++) {
      expect(limit.take('ada', false, start + index * 100)).toBe(true);
    }
    expect(limit.take('ada', false, start + 3_500)).toBe(false);
    // Another person is not held back by Ada.
    expect(limit.take('ben', false, start + 3_500)).toBe(true);
    // Ten seconds after her first message, one more goes.
    expect(limit.take('ada', false, start + 10_000)).toBe(true);
    expect(limit.take('ada', false, start + 10_001)).toBe(false);
  });

  it('allows fewer pictures, each also a message, and counts only what it let through', () => {
    const limit = createSendLimit(1);
    for (let index = 0; index < SEND_ALLOWANCE.pictures.max; index++) {
      expect(limit.take('cai', true, index)).toBe(true);
    }
    expect(limit.take('cai', true, 10)).toBe(false);
    // Text still goes: 24 more messages fill the 30.
    for (
      let index = 0;
      index < SEND_ALLOWANCE.messages.max - SEND_ALLOWANCE.pictures.max;
      index++
    ) {
      expect(limit.take('cai', false, 20 + index)).toBe(true);
    }
    expect(limit.take('cai', false, 100)).toBe(false);
  });

  it('scales with RATE_LIMIT_FACTOR', () => {
    const limit = createSendLimit(2);
    for (let index = 0; index < SEND_ALLOWANCE.messages.max * 2; index++) {
      expect(limit.take('dee', false, index)).toBe(true);
    }
    expect(limit.take('dee', false, 100)).toBe(false);
  });
});
