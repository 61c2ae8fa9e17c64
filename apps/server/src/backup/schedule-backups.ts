import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../app-context.ts';
import { repeatEvery, type RepeatLog } from '../lib/repeat.ts';
import { BACKUP_FILES, type BackupManifest, listBackups } from './backup-folder.ts';
import { pruneBackups, takeBackup } from './take-backup.ts';

/** How often the schedule looks whether a backup is due: a restart does not reset the clock. */
const LOOK_EVERY_MS = 10 * 60_000;

interface BackupLog extends RepeatLog {
  info(details: object, message: string): void;
}

/**
 * Backs the embedded database up on its own: whenever the newest backup is older than
 * `BACKUP_EVERY` (or there is none), then removes all but the `BACKUP_KEEP` newest, and any
 * older than `BACKUP_KEEP_DAYS`, with what earlier runs and restores left behind. Answers the
 * function that stops it, or nothing to stop on PostgreSQL or with backups off.
 */
export function scheduleBackups(
  context: Pick<AppContext, 'config'>,
  log: BackupLog,
): () => Promise<void> {
  const { dataDir, databaseUrl, backups } = context.config;
  const everyMs = backups.everyMs;
  if (databaseUrl || everyMs === null) return async () => {};
  return repeatEvery(
    Math.min(everyMs, LOOK_EVERY_MS),
    async () => {
      const newest = newestBackupTime(dataDir);
      if (newest !== null && Date.now() - newest < everyMs) return;
      const folder = await takeBackup(dataDir, Date.now(), { publicKey: backups.publicKey });
      const removed = pruneBackups(dataDir, backups);
      log.info({ folder, removed }, 'database backed up');
    },
    { log, name: 'backup' },
  );
}

function newestBackupTime(dataDir: string): number | null {
  const newest = listBackups(dataDir).at(-1);
  if (!newest) return null;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(newest, BACKUP_FILES.manifest), 'utf8'),
  ) as BackupManifest;
  return manifest.takenAt;
}
