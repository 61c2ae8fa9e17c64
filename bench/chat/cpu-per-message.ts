import type { ServerProcess } from '../support/processes.ts';
import type { ChatClients } from './chat-clients.ts';
import { runLoad } from './load.ts';

/** A rate every contender sustains on one core, so each pays for the same messages. */
export const CPU_RATE = 4_000;
const CPU_RUN_MS = 8_000;
/**
 * Unmeasured, at the same rate, first: a server just started compiles its hot paths and fills
 * its caches during its first thousands of messages, and one contender measured warm against
 * another measured cold compares their start, not their cost a message.
 */
const WARM_UP_MS = 2_000;

/** What a server spent on each message at a fixed rate, and whether it kept up. */
export interface CpuPerMessage {
  micros: number;
  /** Not delivered within the run's drain, refused or lost. */
  lost: number;
}

/**
 * The server's CPU time (every thread, user and kernel) for each message of a run at CPU_RATE,
 * after a warm-up at that rate.
 * Unlike the highest sustained rate, which moves in steps of a search and with every slow spell
 * of the machine, this is measured at one rate for all contenders, and their ratio says how
 * many messages each could carry on the same core.
 */
export async function cpuPerMessage(
  clients: ChatClients,
  server: Pick<ServerProcess, 'cpuMicros'>,
): Promise<CpuPerMessage> {
  await runLoad(clients, { rate: CPU_RATE, durationMs: WARM_UP_MS });
  const before = server.cpuMicros();
  const result = await runLoad(clients, { rate: CPU_RATE, durationMs: CPU_RUN_MS });
  const micros = (server.cpuMicros() - before) / result.sent;
  return { micros, lost: result.sent - result.delivered };
}
