import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatClients, partnerOf } from './chat-clients.ts';
import { runLoad, summaryOf } from './load.ts';
import { highestSustainedRate } from './throughput-search.ts';

/** How many sends the stand-in takes at once, beside its rate: a timer's jitter is not a limit. */
const BURST = 10;
const REFUSAL = 'message.refused 503 database_unavailable: The chat is not available right now.';

/**
 * Stand-in clients in pairs whose "server" takes `perSecond` messages a second (a bucket of
 * `burst`) and refuses the rest as ours does, with an error event; `drop` of them it takes and
 * never delivers, telling nobody.
 */
function standIn({
  perSecond,
  drop = 0,
  burst = BURST,
}: {
  perSecond: number;
  drop?: number;
  burst?: number;
}): ChatClients {
  let listener: (client: number, clientId: string) => void = () => {};
  let tokens = burst;
  let last = performance.now();
  let taken = 0;
  return {
    size: 1_000,
    onReceive(next) {
      listener = next;
    },
    send(from, clientId) {
      const now = performance.now();
      tokens = Math.min(burst, tokens + ((now - last) * perSecond) / 1000);
      last = now;
      if (tokens < 1) return Promise.reject(new Error(REFUSAL));
      tokens -= 1;
      taken += 1;
      if (drop === 0 || taken % Math.round(1 / drop) !== 0) {
        setTimeout(() => listener(partnerOf(from), clientId), 1);
      }
      return Promise.resolve();
    },
    close: async () => {},
  };
}

let printed: string[] = [];
beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
});
afterEach(() => vi.restoreAllMocks());

describe('a run of the load', () => {
  it('tells refused sends, with what the client was told, from sends lost without a word', async () => {
    const result = await runLoad(standIn({ perSecond: 100, drop: 0.5 }), {
      rate: 400,
      durationMs: 500,
      drainMs: 200,
    });
    expect(result.sent).toBe(200);
    expect(result.refused).toBeGreaterThan(100);
    expect(result.lost).toBeGreaterThan(10);
    expect(result.delivered + result.refused + result.lost).toBe(result.sent);
    expect(result.firstRefusal).toBe(REFUSAL);
    expect(summaryOf(result)).toMatch(
      new RegExp(
        `^400 msg/s: 200 sent, \\d+ delivered, \\d+ refused \\(first: ${REFUSAL}\\), \\d+ lost, p99 \\d+\\.\\d ms$`,
      ),
    );
  });
});

describe('the search for the highest sustained rate', () => {
  it('prints each step: sent, delivered, refused with the first reason, lost and p99', async () => {
    // A burst of 200 rides out a stall of the shared machine's at 500 msg/s, not at 4,000.
    await highestSustainedRate(standIn({ perSecond: 2_000, burst: 200 }), {
      from: 500,
      stepMs: 200,
    });
    expect(printed[0]).toMatch(
      /^ {4}500 msg\/s: 100 sent, 100 delivered, 0 refused, 0 lost, p99 \d+\.\d ms → held$/,
    );
    expect(printed.some((line) => line.includes(`refused (first: ${REFUSAL})`))).toBe(true);
  });

  it('goes below its first rate for a server that cannot hold it, and finds its rate', async () => {
    const rate = await highestSustainedRate(standIn({ perSecond: 200 }), {
      from: 500,
      stepMs: 300,
    });
    expect(printed[0]).toMatch(/^ {4}500 msg\/s: 150 sent, .* refused \(first: /);
    expect(printed.some((line) => line.startsWith('    250 msg/s: '))).toBe(true);
    expect(rate).toBeGreaterThanOrEqual(50);
    expect(rate).toBeLessThan(500);
  });

  it('when no rate holds, throws what the last rate tried came to, not a bare "not measured"', async () => {
    const everyOneRefused = standIn({ perSecond: 0 });
    await expect(highestSustainedRate(everyOneRefused, { from: 500, stepMs: 200 })).rejects.toThrow(
      `no rate held, not even the first, 500 msg/s: at 500 msg/s: 100 sent, 0 delivered, 100 refused (first: ${REFUSAL}), 0 lost, none arrived`,
    );
  });
});
