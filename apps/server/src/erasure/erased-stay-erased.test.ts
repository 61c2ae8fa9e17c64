import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOwnAccount, logIn, sessionUserOf, verifiedUser } from '../test/accounts.ts';
import { dumpDatabase } from '../test/pg-dump.ts';
import { rowsMentioning } from '../test/rows-mentioning.ts';
import { json, startTestApp, type TestApp } from '../test/test-app.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { takeBackup } from '../backup/take-backup.ts';
import { ERASED_ACCOUNTS_FILE } from './erased-accounts.ts';

/**
 * Someone erased after a backup was taken stays erased once that backup is restored: the ids of
 * erased accounts live outside the database and its backups, and every start erases again the
 * accounts a restore brought back (decision 055).
 */
describe('an account erased after a backup', () => {
  const apps: TestApp[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** A server on this data folder, and on this database when one is named. */
  async function serverOn(kind: 'sqlite' | 'postgres', dataDir: string, databaseUrl?: string) {
    const app = await startTestApp(kind, {
      environment: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
    apps.push(app);
    return app;
  }

  /** A pupil with a note, erased by their own hand: what a backup must not bring back. */
  async function pupilIn(t: TestApp, label: string) {
    const email = `erased-${label}@example.com`;
    const cookie = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1' });
    const id = (await sessionUserOf(t.app, cookie)).id;
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { content: 'My plan for the science fair' },
    });
    expect(note.statusCode).toBe(201);
    const erase = async () => {
      expect(json(await deleteOwnAccount(t.app, cookie))).toEqual({ ok: true });
    };
    return { email, id, erase };
  }

  async function expectGone(t: TestApp, pupil: { email: string; id: string }) {
    expect(await rowsMentioning(t.db, [pupil.id, pupil.email])).toEqual([]);
    expect((await logIn(t.app, pupil.email, 'quiet-river-1')).statusCode).toBe(401);
  }

  it('stays erased when the embedded database is restored from that backup', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-erased-'));
    folders.push(dataDir);
    const before = await serverOn('sqlite', dataDir);
    const pupil = await pupilIn(before, 'sqlite');
    const backup = await takeBackup(dataDir);
    await pupil.erase();
    expect(fs.readFileSync(path.join(dataDir, ERASED_ACCOUNTS_FILE), 'utf8')).toContain(pupil.id);
    expect(fs.statSync(path.join(dataDir, ERASED_ACCOUNTS_FILE)).mode & 0o777).toBe(0o600);
    await apps.splice(0)[0]?.close();

    const restored = await restoreBackup(backup, dataDir);
    expect(restored.ok).toBe(true);
    await expectGone(await serverOn('sqlite', dataDir), pupil);
  });

  it('stays erased when PostgreSQL is restored with pg_restore from a dump taken before', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-erased-'));
    folders.push(dataDir);
    const before = await serverOn('postgres', dataDir);
    const pupil = await pupilIn(before, 'postgres');
    const restore = await dumpDatabase(before.context.config.databaseUrl ?? '');
    await pupil.erase();

    const restoredUrl = await restore();
    await expectGone(await serverOn('postgres', dataDir, restoredUrl), pupil);
  }, 60_000);
});
