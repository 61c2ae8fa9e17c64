import { type ChildProcess, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { sqliteFileIn } from '../db/database.ts';
import { demoMentee, demoMentor } from '../db/seed/demo-accounts.ts';
import { freePort, logInDemo, startServer } from '../test/server-process.ts';
import { BACKUP_FILES, type BackupManifest, sha256Of } from './backup-folder.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** The README's commands, run as a person runs them, with the DATA_DIR they name. */
async function npmRun(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, '--', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout: stdout.trim(), stderr: stderr.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout.trim(), stderr: failed.stderr.trim() };
  }
}

const integrityOf = (file: string) => {
  const sqlite = new Sqlite(file, { readonly: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true });
  } finally {
    sqlite.close();
  }
};

/** Every file in a folder with its checksum: what "nothing changed" is checked against. */
async function contentsOf(folder: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    contents[path.relative(folder, file)] = await sha256Of(file);
  }
  return contents;
}

const acknowledgedBeforeCount = (acknowledged: { at: number }[], time: number) =>
  acknowledged.filter((message) => message.at < time).length;

describe('a backup taken in the middle of a chat burst on a running server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-backup-'));
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-restored-'));
  let server: ChildProcess;
  let base: string;
  let backup: string;
  let acknowledgedBefore: string[] = [];
  let chatId: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const started = startServer(port, dataDir);
    server = started.process;
    await started.ready;
  }, 60_000);
  afterAll(() => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restoredDir, { recursive: true, force: true });
  });

  it('holds every message acknowledged before it began, and is written while messages go on', async () => {
    const menteeCookie = await logInDemo(base, demoMentee.email);
    const previews = (await (
      await fetch(`${base}/api/chats/previews`, { headers: { cookie: menteeCookie } })
    ).json()) as { chats: Record<string, unknown> };
    chatId = Object.keys(previews.chats)[0] ?? '';
    const acknowledged: { clientId: string; at: number }[] = [];
    let sending = true;
    const sender = async (lane: number) => {
      for (let index = 0; sending; index++) {
        const clientId = `burst-${lane}-${index}`;
        const response = await fetch(`${base}/api/chats/${chatId}/messages`, {
          method: 'POST',
          headers: { cookie: menteeCookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, text: `Message ${lane}.${index}` }),
        });
        if (response.ok) acknowledged.push({ clientId, at: Date.now() });
      }
    };
    const lanes = [0, 1, 2].map((lane) => sender(lane));
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const began = Date.now();
    const taken = await npmRun('backup', dataDir);
    const countAtEnd = acknowledged.length;
    sending = false;
    await Promise.all(lanes);

    expect(taken.code).toBe(0);
    // Without BACKUP_PUBLIC_KEY, said plainly.
    expect(taken.stderr).toContain('Backups are NOT encrypted');
    backup = taken.stdout;
    expect(path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
    // The burst went on while the backup was written.
    expect(countAtEnd).toBeGreaterThan(acknowledgedBeforeCount(acknowledged, began));
    acknowledgedBefore = acknowledged
      .filter((message) => message.at < began)
      .map((m) => m.clientId);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(30);
    expect(integrityOf(path.join(backup, BACKUP_FILES.database))).toBe('ok');
  }, 120_000);

  it('refuses to restore into the folder of a running server, and changes nothing', async () => {
    const before = fs.statSync(sqliteFileIn(dataDir)).ino;
    const refused = await npmRun('restore', dataDir, backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing was restored. A server (process');
    expect(refused.stderr).toContain('stop it first');
    expect(fs.statSync(sqliteFileIn(dataDir)).ino).toBe(before);
  });

  it('refuses a damaged backup and one from a newer MentorBridge, changing nothing', async () => {
    const damaged = `${backup}-damaged`;
    fs.cpSync(backup, damaged, { recursive: true });
    const copy = path.join(damaged, BACKUP_FILES.database);
    const bytes = fs.readFileSync(copy);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
    fs.writeFileSync(copy, bytes);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-untouched-'));
    const badSum = await npmRun('restore', empty, damaged);
    expect(badSum.code).toBe(1);
    expect(badSum.stderr).toBe(
      `Nothing was restored. The backup is damaged: ${BACKUP_FILES.database} does not match its checksum.`,
    );

    // A newer server's backup: one more migration, with its checksum made right again.
    const newer = `${backup}-newer`;
    fs.cpSync(backup, newer, { recursive: true });
    const newerDb = new Sqlite(path.join(newer, BACKUP_FILES.database));
    newerDb
      .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
      .run('2099-01-01T0000-from-the-future', new Date().toISOString());
    newerDb.close();
    const manifestFile = path.join(newer, BACKUP_FILES.manifest);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    manifest.checksums[BACKUP_FILES.database] = await sha256Of(
      path.join(newer, BACKUP_FILES.database),
    );
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const tooNew = await npmRun('restore', empty, newer);
    expect(tooNew.code).toBe(1);
    expect(tooNew.stderr).toContain('The backup comes from a newer MentorBridge');
    expect(tooNew.stderr).toContain('2099-01-01T0000-from-the-future');

    expect(await contentsOf(empty)).toEqual({});
    fs.rmSync(empty, { recursive: true, force: true });
    for (const folder of [damaged, newer]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('restores into a new folder where a server finds the messages, accounts, notes and pictures', async () => {
    const restored = await npmRun('restore', restoredDir, backup);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(integrityOf(sqliteFileIn(restoredDir))).toBe('ok');

    const port = await freePort();
    const again = startServer(port, restoredDir);
    try {
      await again.ready;
      const restoredBase = `http://127.0.0.1:${port}`;
      const menteeCookie = await logInDemo(restoredBase, demoMentee.email);
      await logInDemo(restoredBase, demoMentor.email);
      const { messages } = (await (
        await fetch(`${restoredBase}/api/chats/${chatId}/messages?after=0`, {
          headers: { cookie: menteeCookie },
        })
      ).json()) as { messages: ChatMessage[] };
      const kept = new Set(messages.map((message) => message.clientId));
      expect(acknowledgedBefore.filter((clientId) => !kept.has(clientId))).toEqual([]);

      const { notes } = (await (
        await fetch(`${restoredBase}/api/notes`, { headers: { cookie: menteeCookie } })
      ).json()) as { notes: unknown[] };
      expect(notes.length).toBeGreaterThan(0);

      const picture = messages.find((message) => message.imageUrl);
      expect(picture).toBeDefined();
      const image = await fetch(`${restoredBase}${picture?.imageUrl ?? ''}`, {
        headers: { cookie: menteeCookie },
      });
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    } finally {
      again.process.kill('SIGKILL');
      await new Promise((resolve) => again.process.once('exit', resolve));
    }
  }, 120_000);

  it('restores again over a stopped folder, setting what it held aside instead of deleting it', async () => {
    // The server above was killed: the mark it left names a process that is gone.
    const before = await sha256Of(sqliteFileIn(restoredDir));
    const again = await npmRun('restore', restoredDir, backup);
    expect(again.code).toBe(0);
    const setAside = /What the folder held before is in (.+)\.$/m.exec(again.stdout)?.[1] ?? '';
    expect(path.dirname(setAside)).toBe(restoredDir);
    expect(await sha256Of(path.join(setAside, BACKUP_FILES.database))).toBe(before);
    expect(integrityOf(sqliteFileIn(restoredDir))).toBe('ok');
  });
});
