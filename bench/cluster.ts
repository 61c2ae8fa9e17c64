/**
 * Scale-out (issue 9): the chat throughput of two server processes against one, both on
 * PostgreSQL and Redis, measured by the same search as the chat benchmark. With two processes
 * each pair's mentor talks to one and its mentee to the other, so every message crosses Redis.
 * Nothing is pinned to a core here: the servers, PostgreSQL, Redis and the load generator share
 * the machine, the same way in both runs. Each figure is the median of 3 rounds searched in turns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '@mentorbridge/testing/postgres-server';
import { startRedis } from '@mentorbridge/testing/redis-server';
import { medianOfInterleavedRounds } from './chat/interleaved-rounds.ts';
import { MentorBridgeClients } from './chat/mentorbridge-clients.ts';
import { seedChatPairs, type SeededPair } from './chat/seed-pairs.ts';
import { highestSustainedRate } from './chat/throughput-search.ts';
import { type Figure, ratio } from './support/figures.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort, type ServerProcess } from './support/processes.ts';

const PAIRS = 500;

async function throughputOf(
  processes: number,
  pairs: readonly SeededPair[],
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-cluster-bench-'));
  const servers: ServerProcess[] = [];
  try {
    for (let started = 0; started < processes; started++) {
      servers.push(await startMentorBridge(dataDir, await freePort(), { env, pinned: false }));
    }
    const clients = await MentorBridgeClients.connect(
      servers.map((server) => server.port),
      pairs,
    );
    try {
      console.log(`  highest sustained rate, ${processes} process${processes > 1 ? 'es' : ''}:`);
      return await highestSustainedRate(clients);
    } finally {
      await clients.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function clusterFigures(): Promise<Figure[]> {
  const postgres = await startPostgres();
  const redis = await startRedis();
  try {
    const url = postgres.adminUrl;
    const pairs = await seedChatPairs({ kind: 'postgres', url }, PAIRS);
    const env = { DATABASE_URL: url, REDIS_URL: redis.url };
    const { one, two } = await medianOfInterleavedRounds({
      one: () => throughputOf(1, pairs, env),
      two: () => throughputOf(2, pairs, env),
    });
    return [
      {
        figure: `Chat throughput on PostgreSQL and Redis, two processes vs one (${os.cpus().length} cores)`,
        value: `two processes: ${two} msg/s`,
        baseline: `one process: ${one} msg/s`,
        comparison: ratio(two, one),
        target: '– (reported)',
        met: null,
      },
    ];
  } finally {
    await redis.stop();
    postgres.stop();
  }
}
