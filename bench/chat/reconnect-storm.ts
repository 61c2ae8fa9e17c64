import { setTimeout as sleep } from 'node:timers/promises';
import { partnerOf } from './chat-clients.ts';
import type { MentorBridgeClients } from './mentorbridge-clients.ts';

/** How long to wait for the storm to settle before calling what is left lost. */
const GIVE_UP_AFTER_MS = 30_000;

export interface StormResult {
  /** From the kill until every client was back and had every message written meanwhile. */
  settledMs: number;
  /** From the kill until the new process answered, the floor of any reconnection. */
  restartMs: number;
  /** Clients still away, or messages never received, when the wait ended. */
  notBack: number;
  lost: number;
}

/**
 * Sends as the browser's outbox does: again a second later, under the same client id, until the
 * server takes it; a connection the crash left half-open fails the first try.
 */
async function sendUntilTaken(clients: MentorBridgeClients, writer: number, until: number) {
  while (performance.now() < until) {
    try {
      return await clients.send(writer, `storm-message-${writer}`);
    } catch {
      await sleep(1_000);
    }
  }
}

/**
 * A crash under 1,000 connected clients: the server is killed without warning and started
 * again. As soon as it answers, one member of every pair writes; the clients come back on the
 * browser's back-off and fetch what they missed. Settled means every socket is open again and
 * every message has reached its partner, live or by the catch-up.
 */
export async function reconnectStorm(
  clients: MentorBridgeClients,
  server: { crash(): Promise<void>; start(): Promise<void> },
): Promise<StormResult> {
  const writers = Array.from({ length: clients.size / 2 }, (_, pair) => 2 * pair);
  const waiting = new Map(writers.map((writer) => [`storm-message-${writer}`, partnerOf(writer)]));
  clients.onReceive((client, clientId) => {
    if (waiting.get(clientId) === client) waiting.delete(clientId);
  });

  const killedAt = performance.now();
  await server.crash();
  await server.start();
  const restartMs = performance.now() - killedAt;
  await Promise.all(
    writers.map((writer) => sendUntilTaken(clients, writer, killedAt + GIVE_UP_AFTER_MS)),
  );

  while (
    (clients.caughtUpCount() < clients.size || waiting.size > 0) &&
    performance.now() - killedAt < GIVE_UP_AFTER_MS
  ) {
    await sleep(20);
  }
  clients.onReceive(() => {});
  return {
    settledMs: performance.now() - killedAt,
    restartMs,
    notBack: clients.size - clients.caughtUpCount(),
    lost: waiting.size,
  };
}
