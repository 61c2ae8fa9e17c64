import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { BACKUP_FILES, listBackups } from './backup-folder.ts';
import { scheduleBackups } from './schedule-backups.ts';
import { pruneBackups, takeBackup } from './take-backup.ts';

const HOUR = 3_600_000;

describe('backups on a schedule', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-scheduled-'));
  beforeAll(async () => {
    const db = openDatabase({ kind: 'sqlite', file: sqliteFileIn(dataDir) });
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const logged: object[] = [];
  const log = { info: (details: object) => logged.push(details), error: () => {} };
  const config = (environment: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, ...environment });

  it('takes one when the newest is older than BACKUP_EVERY, keeps BACKUP_KEEP, and logs it', async () => {
    for (const hoursAgo of [30, 28, 26]) await takeBackup(dataDir, Date.now() - hoursAgo * HOUR);
    const stop = scheduleBackups(
      { config: config({ BACKUP_EVERY: '24h', BACKUP_KEEP: '2' }) },
      log,
    );
    while (logged.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    const kept = listBackups(dataDir);
    expect(kept).toHaveLength(2);
    expect(logged).toEqual([{ folder: kept[1], removed: 2 }]);
  });

  it('takes none while the newest is recent, or when backups are off', async () => {
    const before = listBackups(dataDir);
    await scheduleBackups({ config: config({ BACKUP_EVERY: '24h' }) }, log)();
    await scheduleBackups({ config: config({ BACKUP_EVERY: 'off' }) }, log)();
    expect(listBackups(dataDir)).toEqual(before);
  });

  it('writes a backup only the server’s own user can read: it holds everything', async () => {
    const folder = await takeBackup(dataDir);
    const modeOf = (where: string) => fs.statSync(where).mode & 0o777;
    expect(modeOf(path.dirname(folder))).toBe(0o700);
    expect(modeOf(folder)).toBe(0o700);
    for (const file of fs.readdirSync(folder)) expect(modeOf(path.join(folder, file))).toBe(0o600);
    expect(fs.readdirSync(folder)).toEqual(
      expect.arrayContaining([BACKUP_FILES.database, BACKUP_FILES.manifest]),
    );
  });

  it('removes backups older than BACKUP_KEEP_DAYS, backups cut short, and what restores set aside', async () => {
    const now = Date.now();
    const daysAgo = (days: number) => now - days * 24 * HOUR;
    const old = await takeBackup(dataDir, daysAgo(40));
    const recent = await takeBackup(dataDir, daysAgo(1));
    const folderAged = (where: string, time: number) => {
      fs.mkdirSync(where, { recursive: true });
      fs.utimesSync(where, time / 1000, time / 1000);
      return where;
    };
    const root = path.dirname(recent);
    const cutShort = folderAged(path.join(root, 'cut-short.partial'), now - 7 * HOUR);
    const running = folderAged(path.join(root, 'running.partial'), now - HOUR);
    const setAsideLongAgo = folderAged(path.join(dataDir, 'before-restore-long-ago'), daysAgo(40));
    const setAsideLately = folderAged(path.join(dataDir, 'before-restore-lately'), daysAgo(2));

    expect(pruneBackups(dataDir, { keep: 100, keepDays: 35, now })).toBe(3);
    for (const gone of [old, cutShort, setAsideLongAgo]) expect(fs.existsSync(gone)).toBe(false);
    for (const kept of [recent, running, setAsideLately]) expect(fs.existsSync(kept)).toBe(true);
    expect(() => config({ BACKUP_KEEP_DAYS: '0' })).toThrow(/BACKUP_KEEP_DAYS/);
    expect(config({}).backups.keepDays).toBe(35);
  });

  it('refuses a BACKUP_EVERY that is not a duration of a minute or more', () => {
    expect(() => config({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY/);
    expect(() => config({ BACKUP_EVERY: '10s' })).toThrow(/at least 1m/);
  });
});
