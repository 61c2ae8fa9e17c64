import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listBackups } from './backup-folder.ts';
import { scheduleBackups } from './schedule-backups.ts';
import { takeBackup } from './take-backup.ts';

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

  it('refuses a BACKUP_EVERY that is not a duration of a minute or more', () => {
    expect(() => config({ BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY/);
    expect(() => config({ BACKUP_EVERY: '10s' })).toThrow(/at least 1m/);
  });
});
