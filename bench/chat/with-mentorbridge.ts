import { setTimeout as sleep } from 'node:timers/promises';
import { startMentorBridgeUnderChatLoad } from '../support/mentorbridge-server.ts';
import type { ServerProcess } from '../support/processes.ts';
import { MentorBridgeClients } from './mentorbridge-clients.ts';
import type { SeededPair } from './seed-pairs.ts';

/** A data folder seeded with signed-in pairs, and the port our server listens on over it. */
export interface SeededServer {
  dataDir: string;
  pairs: SeededPair[];
  port: number;
}

/**
 * Our server on the seeded data with every client connected, for `work`; `server.current` is
 * the running process (the storm replaces it). Stops both after. `label` names the server's
 * CPU profile when one is asked for (BENCH_NODE_FLAGS=--cpu-prof).
 */
export async function withMentorBridge<T>(
  { dataDir, pairs, port }: SeededServer,
  work: (
    clients: MentorBridgeClients,
    server: { current: ServerProcess; idleRss: number },
  ) => Promise<T>,
  { env = {}, label }: { env?: NodeJS.ProcessEnv; label: string },
): Promise<T> {
  const server = {
    current: await startMentorBridgeUnderChatLoad(dataDir, port, { env, label }),
    idleRss: 0,
  };
  // Stopped also when the clients fail to connect: a benchmark that fails is tried again.
  try {
    await sleep(1_000);
    server.idleRss = server.current.rssBytes();
    const clients = await MentorBridgeClients.connect(port, pairs);
    try {
      const result = await work(clients, server);
      server.current.checkStillRunning();
      return result;
    } finally {
      await clients.close();
    }
  } finally {
    await server.current.stop();
  }
}
