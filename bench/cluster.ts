/**
 * Scale-out (decision 025): the chat throughput of two server processes against one, both on
 * PostgreSQL and Redis, measured by the same search as the chat benchmark. With two processes
 * each pair's mentor talks to one and its mentee to the other, so every message crosses Redis.
 * The embedded default, one process on its SQLite file, is measured the same way beside them
 * (docs/benchmarks.md: PostgreSQL should keep at least half of it). Nothing is pinned to a core
 * here: the servers, PostgreSQL, Redis and the load generator share the machine, the same way in
 * every run.
 * Each figure is the median of 3 rounds searched in turns.
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
import { type Benchmark, measured } from './support/benchmark.ts';
import { type Figure, ratio } from './support/figures.ts';
import { startMentorBridgeUnderChatLoad } from './support/mentorbridge-server.ts';
import { freePort, type ServerProcess } from './support/processes.ts';
import { targets } from './support/targets.ts';

const PAIRS = 500;

const rows = {
  twoAgainstOne: {
    figure: `Chat throughput on PostgreSQL and Redis, two processes vs one (${os.cpus().length} cores)`,
    target: targets.clusterTwoAgainstOne,
  },
  postgresAgainstSqlite: {
    figure: 'Chat throughput, one process: PostgreSQL and Redis vs the embedded SQLite',
    target: targets.postgresAgainstSqlite,
  },
};

/**
 * The highest sustained rate of `processes` servers, named `contender` in what it prints and in
 * the reason it throws. `dataDir` holds the SQLite file when `env` names no DATABASE_URL; it is
 * removed after.
 */
async function throughputOf(
  contender: string,
  processes: number,
  pairs: readonly SeededPair[],
  env: NodeJS.ProcessEnv,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-cluster-bench-')),
): Promise<number> {
  const servers: ServerProcess[] = [];
  const label = `cluster-${contender.replace(/\W+/g, '-')}`;
  try {
    for (let started = 0; started < processes; started++) {
      servers.push(
        await startMentorBridgeUnderChatLoad(dataDir, await freePort(), {
          env,
          pinned: false,
          label,
        }),
      );
    }
    const clients = await MentorBridgeClients.connect(
      servers.map((server) => server.port),
      pairs,
    );
    try {
      console.log(`  highest sustained rate, ${contender}:`);
      const rate = await highestSustainedRate(clients).catch((error: unknown) => {
        throw new Error(`${contender}: ${error instanceof Error ? error.message : String(error)}`);
      });
      for (const server of servers) server.checkStillRunning();
      return rate;
    } finally {
      await clients.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows, from the median rate of each contender, each judged on its numbers. */
export function clusterRowsOf({ one, two, sqlite }: Record<'one' | 'two' | 'sqlite', number>) {
  return [
    measured(
      rows.twoAgainstOne,
      {
        value: `two processes: ${two} msg/s`,
        baseline: `one process: ${one} msg/s`,
        comparison: ratio(two, one),
      },
      { two, one },
    ),
    measured(
      rows.postgresAgainstSqlite,
      {
        value: `PostgreSQL: ${one} msg/s`,
        baseline: `SQLite: ${sqlite} msg/s`,
        comparison: ratio(one, sqlite),
      },
      { postgres: one, sqlite },
    ),
  ];
}

async function clusterFigures(): Promise<Figure[]> {
  const postgres = await startPostgres();
  const redis = await startRedis();
  try {
    const url = postgres.adminUrl;
    const pairs = await seedChatPairs({ kind: 'postgres', url }, PAIRS);
    const env = { DATABASE_URL: url, REDIS_URL: redis.url };
    const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-cluster-sqlite-'));
    const sqlitePairs = await seedChatPairs(sqliteDir, PAIRS);
    const { one, two, sqlite } = await medianOfInterleavedRounds({
      one: () => throughputOf('one PostgreSQL process', 1, pairs, env),
      two: () => throughputOf('two PostgreSQL processes', 2, pairs, env),
      sqlite: () => throughputOf('the SQLite process', 1, sqlitePairs, {}, sqliteDir),
    }).finally(() => fs.rmSync(sqliteDir, { recursive: true, force: true }));
    return clusterRowsOf({ one, two, sqlite });
  } finally {
    await redis.stop();
    postgres.stop();
  }
}

export const clusterBenchmark: Benchmark = { rows: Object.values(rows), run: clusterFigures };
