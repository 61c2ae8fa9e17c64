import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, verifiedUser } from '../test/accounts.ts';
import { json, sessionCookieOf, startTestApp } from '../test/test-app.ts';
import { BACKUP_FILES, type BackupManifest, filesUnder, sha256Of } from './backup-folder.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

/**
 * Backups encrypted to the operator's age public key (decision 056): nothing of a chat or a note
 * can be read from the backup folder without the key, and the key file brings it all back.
 */
describe('a backup encrypted to BACKUP_PUBLIC_KEY', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-encrypted-'));
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-decrypted-'));
  const note = 'Ask about the bursary form before half term';
  const email = 'encrypted.backup@example.com';
  let keyFile: string;
  let folder: string;
  let publicPushKey: string;

  beforeAll(async () => {
    const identity = await generateIdentity();
    keyFile = `# created: by the test\n# public key: ${await identityToRecipient(identity)}\n${identity}\n`;
    const t = await startTestApp('sqlite', { environment: { DATA_DIR: dataDir } });
    const cookie = await verifiedUser(t.app, t.mail, { email, password: 'quiet-river-1' });
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie },
      payload: { content: note },
    });
    publicPushKey = t.context.push.keys.publicKey;
    await t.close();
    folder = await takeBackup(dataDir, Date.now(), {
      publicKey: await identityToRecipient(identity),
    });
  });
  afterAll(() => {
    for (const dir of [dataDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds only encrypted files and a manifest that names none of their contents', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(folder, BACKUP_FILES.manifest), 'utf8'),
    ) as BackupManifest;
    expect(manifest.format).toBe(2);
    const files = filesUnder(folder).filter((file) => file !== BACKUP_FILES.manifest);
    expect(files).toContain(`${BACKUP_FILES.database}.age`);
    expect(files.every((file) => file.endsWith('.age'))).toBe(true);
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(folder, file));
      expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(bytes.toString('latin1')).not.toContain(note);
      expect(bytes.toString('latin1')).not.toContain(email);
      expect(fs.statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
    }
  });

  it('refuses to restore without the key, or with another, and changes nothing', async () => {
    const without = await restoreBackup(folder, restoredDir);
    expect(without).toEqual({ ok: false, refusal: expect.stringContaining('BACKUP_KEY_FILE') });
    const otherKey = `${await generateIdentity()}\n`;
    const wrong = await restoreBackup(folder, restoredDir, Date.now(), { keyFile: otherKey });
    expect(wrong).toEqual({
      ok: false,
      refusal: 'The backup could not be decrypted with that key file.',
    });
    expect(fs.readdirSync(restoredDir)).toEqual([]);
  });

  it('restores with its key file, and the server finds the account and its note', async () => {
    const restored = await restoreBackup(folder, restoredDir, Date.now(), { keyFile });
    expect(restored).toEqual({ ok: true, restored: { setAside: null } });
    expect(fs.readdirSync(restoredDir).some((name) => name.startsWith('.decrypting'))).toBe(false);
    const t = await startTestApp('sqlite', { environment: { DATA_DIR: restoredDir } });
    try {
      // The same push keys: every device subscribed before the backup still takes its pushes.
      const keys = BACKUP_FILES.pushKeys;
      expect(await sha256Of(path.join(restoredDir, keys))).toBe(
        await sha256Of(path.join(dataDir, keys)),
      );
      expect(t.context.push.keys.publicKey).toBe(publicPushKey);
      const cookie = sessionCookieOf(await logIn(t.app, email, 'quiet-river-1'));
      const notes = await t.app.inject({ method: 'GET', url: '/api/notes', headers: { cookie } });
      expect(json(notes)).toMatchObject({ notes: [{ content: note }] });
    } finally {
      await t.close();
    }
  });
});
