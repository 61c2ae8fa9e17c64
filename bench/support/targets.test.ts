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

describe("the chat's delivery at 1,000 clients (decision 053)", () => {
  const fast = { p50: 1, p99: 3, relayP99: 2, lost: 0, refused: 0, duplicated: 0 };

  it("is met at p99 ≤ 5 ms and within 2x the bare relay's, with nothing lost or doubled", () => {
    expect(targets.chatLatency.met(fast)).toBe(true);
    expect(targets.chatLatency.met({ ...fast, p99: 4, relayP99: 2 })).toBe(true);
  });

  it("is not met past 5 ms, past 2x the relay's, or with a message lost, refused or doubled", () => {
    expect(targets.chatLatency.met({ ...fast, p99: 5.1, relayP99: 4 })).toBe(false);
    expect(targets.chatLatency.met({ ...fast, p99: 4.1, relayP99: 2 })).toBe(false);
    expect(targets.chatLatency.met({ ...fast, lost: 1 })).toBe(false);
    expect(targets.chatLatency.met({ ...fast, refused: 1 })).toBe(false);
    expect(targets.chatLatency.met({ ...fast, duplicated: 1 })).toBe(false);
  });

  it('holds while the periodic backup runs: p99 ≤ 5 ms, nothing lost', () => {
    const delivery = { p50: 1, p99: 3, lost: 0, refused: 0, duplicated: 0 };
    expect(targets.chatLatencyWithBackup.met({ ...delivery, p99: 5 })).toBe(true);
    expect(targets.chatLatencyWithBackup.met({ ...delivery, p99: 5.1 })).toBe(false);
    expect(targets.chatLatencyWithBackup.met({ ...delivery, lost: 1 })).toBe(false);
    expect(targetText(targets.chatLatencyWithBackup)).toBe(
      'p99 ≤ 5 ms, 0 lost, 0 duplicated, while the backup runs (decision 053)',
    );
  });
});

describe("the chat's CPU time a message (decision 053)", () => {
  it("is met at up to 1.1x the storing relay's and missed above", () => {
    expect(targets.chatCpuPerMessage.met({ ours: 220, storingRelay: 200 })).toBe(true);
    expect(targets.chatCpuPerMessage.met({ ours: 221, storingRelay: 200 })).toBe(false);
    expect(targetText(targets.chatCpuPerMessage)).toBe("≤ 1.1x the storing relay's (decision 053)");
  });
});

describe('the scale-out rows', () => {
  it('asks two processes for at least 1.1x one (decision 053)', () => {
    expect(targets.clusterTwoAgainstOne.met({ two: 2_200, one: 2_000 })).toBe(true);
    expect(targets.clusterTwoAgainstOne.met({ two: 2_000, one: 2_000 })).toBe(false);
  });

  it('asks PostgreSQL for at least half the embedded SQLite (decision 047)', () => {
    expect(targets.postgresAgainstSqlite.met({ postgres: 1_000, sqlite: 2_000 })).toBe(true);
    expect(targets.postgresAgainstSqlite.met({ postgres: 999, sqlite: 2_000 })).toBe(false);
  });
});
