import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_FILES,
  type BackupManifest,
  listBackups,
} from '../../apps/server/src/backup/backup-folder.ts';
import type { ChatClients } from './chat-clients.ts';
import { type LoadResult, runLoad } from './load.ts';

/** A backup the server took on its own: when it began (its manifest) and when its folder landed. */
export interface BackupTaken {
  folder: string;
  beganAt: number;
  finishedAt: number;
  databaseBytes: number;
}

/** The load is run in short pieces until the backup has landed, and for at least this long. */
const PIECE_MS = 2_000;
const AT_LEAST_MS = 10_000;
/** A backup still running after this long under the load is a finding of its own. */
const AT_MOST_MS = 60_000;

/**
 * Watches the data folder for the next backup the server finishes (a folder under
 * DATA_DIR/backups renamed from its `.partial`), to the 50 ms.
 */
function watchForNextBackup(dataDir: string) {
  const before = new Set(listBackups(dataDir));
  let taken: BackupTaken | null = null;
  let began: number | null = null;
  const timer = setInterval(() => {
    const root = path.join(dataDir, 'backups');
    if (began === null && fs.readdirSync(root).some((name) => name.endsWith('.partial'))) {
      began = Date.now();
    }
    const folder = listBackups(dataDir).find(
      (name) => !before.has(name) && !name.endsWith('.partial'),
    );
    if (folder && !taken) {
      const manifestFile = path.join(folder, BACKUP_FILES.manifest);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
      const databaseBytes = fs.statSync(path.join(folder, BACKUP_FILES.database)).size;
      taken = { folder, beganAt: manifest.takenAt, finishedAt: Date.now(), databaseBytes };
    }
  }, 50);
  return {
    taken: () => taken,
    began: () => began,
    stop: () => clearInterval(timer),
  };
}

/** Runs of the same load, as one. */
function joined(results: readonly LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    rate: results[0]?.rate ?? 0,
    latencies: results.flatMap((result) => result.latencies),
    sent: sum((result) => result.sent),
    delivered: sum((result) => result.delivered),
    refused: sum((result) => result.refused),
    firstRefusal: results.find((result) => result.firstRefusal !== null)?.firstRefusal ?? null,
    lost: sum((result) => result.lost),
    duplicated: sum((result) => result.duplicated),
  };
}

/**
 * The load at `rate` from now (a few seconds before the server's schedule makes its next
 * backup) until that backup has landed, for AT_LEAST_MS at least. Throws when no backup ran
 * inside the load, so a row never claims a backup it did not measure.
 */
export async function loadThroughNextBackup(
  clients: ChatClients,
  { dataDir, rate }: { dataDir: string; rate: number },
): Promise<{ result: LoadResult; backup: BackupTaken }> {
  const watch = watchForNextBackup(dataDir);
  const loadFrom = Date.now();
  const results: LoadResult[] = [];
  try {
    while (Date.now() - loadFrom < AT_LEAST_MS || !watch.taken()) {
      if (Date.now() - loadFrom > AT_MOST_MS) {
        throw new Error(
          watch.began() === null
            ? `no backup began within ${AT_MOST_MS / 1000} s of load`
            : `the backup had not finished after ${AT_MOST_MS / 1000} s of load`,
        );
      }
      results.push(await runLoad(clients, { rate, durationMs: PIECE_MS, drainMs: 5_000 }));
    }
  } finally {
    watch.stop();
  }
  const backup = watch.taken();
  if (!backup) throw new Error('no backup landed during the load');
  if (backup.beganAt < loadFrom) {
    throw new Error(
      `the backup began ${((loadFrom - backup.beganAt) / 1000).toFixed(1)} s before the load`,
    );
  }
  return { result: joined(results), backup };
}
