import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from './free-port.ts';

/** A Redis server that exists only for one test run, in memory, on loopback. */
export interface RedisServer {
  url: string;
  /** Stops the server as an outage would; its memory goes with it, as pub/sub keeps none. */
  pause(): Promise<void>;
  /** Starts it again on the same port, after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_BINARY = '/usr/bin/redis-server';

async function untilListening(port: number, deadline = Date.now() + 10_000): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Redis did not listen on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts Debian's redis-server with nothing written to disk. */
export async function startRedis(): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_BINARY)) {
    throw new Error("Redis not found: install Debian's `redis-server` package");
  }
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn(REDIS_BINARY, args, { stdio: 'ignore' });
    // A failure to start shows as the port never listening, which untilListening reports.
    child.once('error', () => {});
    await untilListening(port);
  };
  const halt = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, pause: halt, resume: start, stop: halt };
}
