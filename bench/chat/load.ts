import type { ChatClients } from './chat-clients.ts';
import { percentiles } from '../support/figures.ts';

/** What one run of the load came to; every message sent is delivered, refused or lost. */
export interface LoadResult {
  /** Messages per second offered. */
  rate: number;
  /** Send-to-partner-receipt times, ms, of the messages that arrived. */
  latencies: number[];
  sent: number;
  /** Reached the partner. */
  delivered: number;
  /**
   * Never reached the partner, and the sender was told why: the server refused the send (an
   * error event, an HTTP error) or its socket closed before the answer.
   */
  refused: number;
  /** What the client was told of the first send refused, as it came; null when none was. */
  firstRefusal: string | null;
  /** Never reached the partner, and the sender was told nothing: gone without a word. */
  lost: number;
  /** Reached the partner more than once. */
  duplicated: number;
}

interface InFlight {
  from: number;
  /** When it was due to be sent; latency counts from here, so a late sender is not hidden. */
  dueAt: number;
  receipts: number;
  /** Why the send was refused, when it was. */
  refusal?: string;
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
  let answeredWithRefusal = 0;
  let arrived = 0;
  let firstRefusal: { clientId: string; reason: string } | null = null;

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
      const message: InFlight = { from, dueAt: startedAt + (sent * 1000) / rate, receipts: 0 };
      inFlight.set(clientId, message);
      clients.send(from, clientId).catch((error: unknown) => {
        message.refusal = error instanceof Error ? error.message : String(error);
        answeredWithRefusal += 1;
        firstRefusal ??= { clientId, reason: message.refusal };
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const drainUntil = performance.now() + drainMs;
  while (arrived + answeredWithRefusal < total && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  clients.onReceive(() => {});
  // A send refused whose message reached the partner anyway (a socket closed after the server
  // took it) counts as delivered: the partner has it.
  const undelivered = [...inFlight.entries()].filter(([, message]) => message.receipts === 0);
  const refused = undelivered.filter(([, message]) => message.refusal !== undefined);
  const first = refused.find(([clientId]) => clientId === firstRefusal?.clientId) ?? refused[0];
  return {
    rate,
    latencies,
    sent: total,
    delivered: arrived,
    refused: refused.length,
    firstRefusal: first?.[1].refusal ?? null,
    lost: undelivered.length - refused.length,
    duplicated,
  };
}

const count = (value: number) => value.toLocaleString('en');

/**
 * One run on one line, refusals with the first one's reason: "500 msg/s: 1,500 sent, 1,500
 * delivered, 0 refused, 0 lost, p99 3.21 ms".
 */
export function summaryOf(result: LoadResult): string {
  const { p99 } = percentiles(result.latencies);
  const refused =
    result.refused > 0
      ? `${count(result.refused)} refused (first: ${result.firstRefusal})`
      : '0 refused';
  const duplicated = result.duplicated > 0 ? `, ${count(result.duplicated)} duplicated` : '';
  const latency = result.latencies.length > 0 ? `p99 ${p99.toFixed(1)} ms` : 'none arrived';
  return [
    `${count(result.rate)} msg/s: ${count(result.sent)} sent`,
    `${count(result.delivered)} delivered`,
    refused,
    `${count(result.lost)} lost${duplicated}`,
    latency,
  ].join(', ');
}
