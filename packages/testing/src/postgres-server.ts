import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** A PostgreSQL server that exists only for one test run. */
export interface PostgresServer {
  /** Connection string of the maintenance database, for creating one database per test file. */
  adminUrl: string;
  stop(): void;
  /** Shuts the server down, keeping its data, as an outage would. */
  pause(): void;
  /** Starts it again on the same port, after pause(). */
  resume(): void;
}

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error("PostgreSQL not found: install Debian's `postgresql` package");
}

/**
 * Starts a throwaway cluster in a temporary folder. PostgreSQL refuses to run as root, so as root
 * it runs as the `postgres` user that Debian's package creates.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed: ${result.stderr || result.stdout || String(result.error)}`,
      );
    }
  };

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
      'start',
    ]);
  start();

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
