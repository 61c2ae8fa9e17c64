import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@mentorbridge/testing/postgres-server';
import { startRedis } from '@mentorbridge/testing/redis-server';
import { startS3 } from '@mentorbridge/testing/s3-server';
import { SMTP_PORT } from '../ports.ts';
import {
  CLUSTER_METRICS_TOKEN,
  CLUSTER_PORT,
  CLUSTER_STATE_FILE,
  CLUSTER_URL,
  type ClusterState,
  PROCESS_PORTS,
  type ProcessName,
} from './cluster-ports.ts';
import { nginxConfig } from './nginx-config.ts';

/**
 * The scale-out set-up of decision 025, for the journey: PostgreSQL, Redis and a local
 * S3-compatible store; two server processes of the production build, each with a data folder of
 * its own (so nothing can pass through local files); and Debian's nginx in front of them. Runs
 * until it is told to stop, then stops everything it started.
 */
const serverBuild = fileURLToPath(new URL('../../../apps/server/dist/server.js', import.meta.url));
if (!fs.existsSync(serverBuild)) {
  throw new Error('No production build: run `npm run build -w @mentorbridge/server` first');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-cluster-'));
const postgres = await startPostgres();
const redis = await startRedis();
const s3 = await startS3();
const children: ChildProcess[] = [];

async function untilReady(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready`);
}

async function startProcess(name: ProcessName): Promise<ChildProcess> {
  const dataDir = path.join(work, `process-${name}`);
  const child = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
    env: {
      ...process.env,
      PORT: String(PROCESS_PORTS[name]),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: CLUSTER_URL,
      DATABASE_URL: postgres.adminUrl,
      REDIS_URL: redis.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      METRICS_TOKEN: CLUSTER_METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      // Every journey signs up from the same address.
      RATE_LIMIT_FACTOR: '50',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await untilReady(`http://127.0.0.1:${PROCESS_PORTS[name]}/readyz`, child);
  return child;
}

function startNginx(): ChildProcess {
  const dir = path.join(work, 'nginx');
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ port: CLUSTER_PORT, dir }));
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(child);
  return child;
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([redis.stop(), s3.stop()]);
  postgres.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(CLUSTER_STATE_FILE, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  // One after the other, so the first runs the migrations; a second would wait on their lock.
  const a = await startProcess('a');
  const b = await startProcess('b');
  const nginx = startNginx();
  await untilReady(`${CLUSTER_URL}/readyz`, nginx);
  const state: ClusterState = { pids: { a: a.pid ?? 0, b: b.pid ?? 0 } };
  fs.writeFileSync(CLUSTER_STATE_FILE, JSON.stringify(state));
  console.log(`cluster ready at ${CLUSTER_URL}`);
} catch (error) {
  console.error(error);
  await stop();
}
