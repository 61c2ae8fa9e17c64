import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';

const run = promisify(execFile);

/**
 * What docs/deploy.md (Backups) tells an operator on PostgreSQL to run: `pg_dump` of the
 * database at `sourceUrl` now, in the custom format. Answers a function that `pg_restore`s that
 * dump into a new, empty database and answers its URL.
 */
export async function dumpDatabase(sourceUrl: string): Promise<() => Promise<string>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-pg-dump-'));
  const dump = path.join(folder, 'mentorbridge.dump');
  await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${sourceUrl}`]);
  return async () => {
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    const name = `restored_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(sourceUrl);
    target.pathname = `/${name}`;
    await run('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump]);
    fs.rmSync(folder, { recursive: true, force: true });
    return target.toString();
  };
}
