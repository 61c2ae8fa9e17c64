/**
 * The API's read path (docs/benchmarks.md): a signed-in mentee's first page of the mentor
 * directory, under autocannon's 100 connections for 20 s, against Fastify answering a constant on
 * the same core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedChatPairs } from './chat/seed-pairs.ts';
import { type Benchmark, measured } from './support/benchmark.ts';
import { type Figure, ms, ratio } from './support/figures.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort, pinLoadGenerator, startServer } from './support/processes.ts';
import { targets } from './support/targets.ts';

const CONNECTIONS = 100;
const SECONDS = 20;

async function hammer(url: string, headers: Record<string, string> = {}) {
  // A short first round lets the server warm up; only the second counts.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} requests failed`);
  // A run cut short (the server gone, a bail-out) gives a rate of another run than the figure's.
  if (result.duration < SECONDS - 1) {
    throw new Error(`${url}: the load stopped after ${result.duration} s of ${SECONDS}`);
  }
  // autocannon keeps p97.5, not p95; p97.5 bounds p95 from above.
  return { perSecond: result.requests.average, p97_5: result.latency.p97_5 };
}

const rows = {
  directory: {
    figure: `API read: signed-in mentor directory page, ${CONNECTIONS} connections, ${SECONDS} s`,
    target: targets.apiRead,
  },
};

async function apiReadFigures(): Promise<Figure[]> {
  const unpin = pinLoadGenerator();
  try {
    return await measureApiRead();
  } finally {
    unpin();
  }
}

async function measureApiRead(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-api-bench-'));
  const [pair] = await seedChatPairs(dataDir, 500);
  if (!pair) throw new Error('nothing seeded');
  const port = await freePort();
  const server = await startMentorBridge(dataDir, port);
  let directory;
  try {
    directory = await hammer(`http://127.0.0.1:${port}/api/mentors`, {
      cookie: `mb_session=${pair.mentee.sessionToken}`,
    });
    server.checkStillRunning();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const helloPort = await freePort();
  const hello = await startServer('bench/api/hello-fastify.ts', { port: helloPort });
  let baseline;
  try {
    baseline = await hammer(`http://127.0.0.1:${helloPort}/`);
    hello.checkStillRunning();
  } finally {
    await hello.stop();
  }

  return [
    measured(
      rows.directory,
      {
        value: `${Math.round(directory.perSecond)} req/s, p97.5 ${ms(directory.p97_5)}`,
        baseline: `Fastify hello-world: ${Math.round(baseline.perSecond)} req/s, p97.5 ${ms(baseline.p97_5)}`,
        comparison: ratio(directory.perSecond, baseline.perSecond),
      },
      { ratio: directory.perSecond / baseline.perSecond, p97_5: directory.p97_5 },
    ),
  ];
}

export const apiReadBenchmark: Benchmark = { rows: Object.values(rows), run: apiReadFigures };
