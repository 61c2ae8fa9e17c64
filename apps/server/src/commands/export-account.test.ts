import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../test/accounts.ts';
import { databaseKinds, startTestApp, type TestApp } from '../test/test-app.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

/** `npm run account:export` as whoever answers a guardian's request runs it. */
describe.each(databaseKinds)('npm run account:export on %s', (kind) => {
  let t: TestApp;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-export-'));
  const email = `exported.child.${kind}@example.com`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const cookie = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { content: 'Bring the permission slip' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const exportOf = async (address: string, file: string) => {
    const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.context.config.dataDir };
    delete environment.DATABASE_URL;
    if (t.context.config.databaseUrl) environment.DATABASE_URL = t.context.config.databaseUrl;
    try {
      const { stdout } = await run(tsx, ['src/commands/export-account.ts', address, file], {
        cwd: serverRoot,
        env: environment,
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };

  it('writes the account’s copy to a file only its writer can read', async () => {
    const file = path.join(folder, 'child.json');
    expect(await exportOf(email.toUpperCase(), file)).toEqual({
      code: 0,
      out: `Wrote the data of ${email.toUpperCase()} to ${file}.\n`,
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      account: { email: string };
      notes: { content: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.notes.map((note) => note.content)).toEqual(['Bring the permission slip']);
  });

  it('says so when no account has the address, and writes nothing', async () => {
    const file = path.join(folder, 'nobody.json');
    expect(await exportOf(`nobody.${kind}@example.com`, file)).toEqual({
      code: 1,
      out: `No account has the address nobody.${kind}@example.com.\n`,
    });
    expect(fs.existsSync(file)).toBe(false);
  });
});
