import { describe, expect, it } from 'vitest';
import { newMessageId } from './message-id.ts';

describe('a new message id', () => {
  it('is a UUIDv7 that begins with the time it was made', () => {
    const before = Date.now();
    const id = newMessageId();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const made = parseInt(id.replace('-', '').slice(0, 12), 16);
    expect(made).toBeGreaterThanOrEqual(before);
    expect(made).toBeLessThanOrEqual(after);
  });

  it('never repeats, across many draws of the random pool', () => {
    const ids = Array.from({ length: 20_000 }, newMessageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts a later message after an earlier one', async () => {
    const earlier = newMessageId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(newMessageId() > earlier).toBe(true);
  });
});
