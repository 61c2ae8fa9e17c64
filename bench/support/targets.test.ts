import { describe, expect, it } from 'vitest';
import { targetText, targets } from './targets.ts';

describe("the chat's throughput target (decision 047)", () => {
  const atFloor = { ours: 9_000, storingRelay: 10_000, p99: 5, lost: 0 };

  it('is met at 0.9x the storing relay with p99 ≤ 5 ms and nothing lost', () => {
    expect(targets.chatThroughput.met(atFloor)).toBe(true);
  });

  it('is not met below 0.9x, at a later p99, or with a message lost', () => {
    expect(targets.chatThroughput.met({ ...atFloor, ours: 8_999 })).toBe(false);
    expect(targets.chatThroughput.met({ ...atFloor, p99: 5.1 })).toBe(false);
    expect(targets.chatThroughput.met({ ...atFloor, lost: 1 })).toBe(false);
  });

  it('names the decision that set it', () => {
    expect(targetText(targets.chatThroughput)).toBe(
      '≥ 0.9x the storing relay, with p99 ≤ 5 ms and 0 lost (decision 047)',
    );
  });
});

describe('a figure only reported', () => {
  it("reads '–' and is neither met nor missed", () => {
    expect(targetText(targets.chatThroughputAgainstBareRelay)).toBe('–');
    expect(targets.chatThroughputAgainstBareRelay.met()).toBeNull();
  });
});
