import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Where CPU profiles go when BENCH_NODE_FLAGS asks for them (--cpu-prof) and names no folder:
 * one folder per server a benchmark starts, named by what it runs, so the profile of the
 * latency run is told from the throughput rounds'. A process killed (the storm's SIGKILL)
 * writes none.
 */
const profilesRoot =
  process.env.BENCH_PROFILE_DIR ?? path.join(os.tmpdir(), 'mentorbridge-bench-profiles');

/**
 * Cores for a load test: the server under test on one, the load generator (this process) on
 * another, so neither steals the other's time. Null on a one-core machine: no pinning.
 */
const cores = os.cpus().length >= 2 ? { server: '0', generator: '1' } : null;

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * Pins this process (every thread) to the load generator's core, where there are two; answers
 * the function that gives it every core again, so later benchmarks (Lighthouse's Chromium
 * inherits this process's cores) run as if none had pinned it.
 */
export function pinLoadGenerator(): () => void {
  if (!cores || !hasTaskset) return () => {};
  const pinTo = (list: string) =>
    execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
  pinTo(cores.generator);
  return () => pinTo(`0-${os.cpus().length - 1}`);
}

/** A free loopback port, from the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A server under test, started as its own process on the server's core. */
export interface ServerProcess {
  port: number;
  pid: number;
  /** Resident memory, as the kernel counts it. */
  rssBytes(): number;
  /** CPU time it has used so far, every thread, in user and kernel mode, in microseconds. */
  cpuMicros(): number;
  /** Ends it with the signal (SIGKILL for a crash) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Throws if it exited without being stopped: what was measured meanwhile is not its figure. */
  checkStillRunning(): void;
}

/**
 * Runs a Node entry point (relative to the repository; TypeScript through tsx) with the
 * environment given, pinned to the server's core unless told not to, and waits until
 * `readyPath` answers.
 */
export async function startServer(
  entry: string,
  {
    port,
    env = {},
    readyPath = '/',
    pinned = true,
    label = path.basename(entry, path.extname(entry)),
  }: {
    port: number;
    env?: NodeJS.ProcessEnv;
    readyPath?: string;
    pinned?: boolean;
    /** What this server is for ("chat-latency"): the name of its CPU profile's folder. */
    label?: string;
  },
): Promise<ServerProcess> {
  const node = entry.endsWith('.ts')
    ? ['node', '--import', 'tsx']
    : ['node', '--enable-source-maps'];
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const profileDir =
    flags.includes('--cpu-prof') && !flags.some((flag) => flag.startsWith('--cpu-prof-dir'))
      ? path.join(profilesRoot, label)
      : null;
  const command = [
    ...node,
    ...flags,
    ...(profileDir ? [`--cpu-prof-dir=${profileDir}`] : []),
    entry,
  ];
  const [file, ...args] =
    pinned && cores && hasTaskset ? ['taskset', '-c', cores.server, ...command] : command;
  const child = spawn(file ?? 'node', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilReady(child, `http://127.0.0.1:${port}${readyPath}`, () => errors);
  const pid = child.pid ?? 0;
  let stopped = false;
  return {
    port,
    pid,
    rssBytes: () => rssOf(pid),
    cpuMicros: () => cpuMicrosOf(pid),
    async stop(signal = 'SIGTERM') {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      if (profileDir && signal !== 'SIGKILL')
        console.log(`  CPU profile of ${label}: ${profileDir}`);
    },
    checkStillRunning() {
      const code = child.exitCode ?? child.signalCode;
      if (!stopped && code !== null) {
        throw new Error(`${entry} exited during the run (${code}):\n${errors}`);
      }
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string, errors: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited before it was ready:\n${errors()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready at ${url} within 60 s:\n${errors()}`);
}

/** The kernel counts CPU time in clock ticks of 1/100 s (USER_HZ on Linux). */
const MICROS_PER_TICK = 10_000;

function cpuMicrosOf(pid: number): number {
  // utime and stime are the 14th and 15th fields; the name before them may hold spaces.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}
