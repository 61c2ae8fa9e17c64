import type { ChatClients } from './chat-clients.ts';

/** What one run of the load came to. */
export interface LoadResult {
  /** Messages per second offered. */
  rate: number;
  /** Send-to-partner-receipt times, ms, of the messages that arrived. */
  latencies: number[];
  sent: number;
  /** Sent and never reached the partner (including sends the server refused). */
  lost: number;
  /** Reached the partner more than once. */
  duplicated: number;
  /** Sends the server refused or that failed on the way. */
  failed: number;
}

interface InFlight {
  from: number;
  /** When it was due to be sent; latency counts from here, so a late sender is not hidden. */
  dueAt: number;
  receipts: number;
}

let runs = 0;

/**
 * Sends `rate` messages a second for `durationMs`, spread over every client in turn (1,000
 * clients at 500 a second: each sends one every 2 s), then waits up to `drainMs` for the last to
 * arrive. Latency is measured from when each send was due, not when it went.
 */
export async function runLoad(
  clients: ChatClients,
  { rate, durationMs, drainMs = 5_000 }: { rate: number; durationMs: number; drainMs?: number },
): Promise<LoadResult> {
  const run = ++runs;
  const inFlight = new Map<string, InFlight>();
  const latencies: number[] = [];
  let duplicated = 0;
  let failed = 0;
  let arrived = 0;

  clients.onReceive((client, clientId) => {
    const message = inFlight.get(clientId);
    if (!message || client === message.from) return;
    message.receipts += 1;
    if (message.receipts === 1) {
      latencies.push(performance.now() - message.dueAt);
      arrived += 1;
    } else if (message.receipts === 2) {
      duplicated += 1;
    }
  });

  const total = Math.round((rate * durationMs) / 1000);
  const startedAt = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1);
    for (; sent < due; sent++) {
      const clientId = `bench-${run}-${sent}`;
      const from = sent % clients.size;
      inFlight.set(clientId, { from, dueAt: startedAt + (sent * 1000) / rate, receipts: 0 });
      clients.send(from, clientId).catch(() => (failed += 1));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const drainUntil = performance.now() + drainMs;
  while (arrived + failed < total && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  clients.onReceive(() => {});
  return { rate, latencies, sent: total, lost: total - arrived, duplicated, failed };
}
