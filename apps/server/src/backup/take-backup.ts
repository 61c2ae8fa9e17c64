import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFileIn } from '../db/database.ts';
import {
  BACKUP_FILES,
  type BackupManifest,
  backupNameFor,
  backupsDirOf,
  filesUnder,
  listBackups,
  sha256Of,
} from './backup-folder.ts';
import { snapshotDatabase } from './snapshot-in-worker.ts';

/**
 * Takes a backup of the embedded database while the server runs and writes, and answers its
 * folder. The database is copied as one snapshot (snapshot-in-worker.ts): every write committed
 * before it began is in the copy.
 * The pictures are copied after the snapshot, so every picture it points to is there: the app
 * stores a picture before the row that points to it. The folder is written under a temporary
 * name and renamed when complete, so a backup cut short is never taken for one.
 */
export async function takeBackup(dataDir: string, now = Date.now()): Promise<string> {
  const database = sqliteFileIn(dataDir);
  if (!fs.existsSync(database)) throw new Error(`there is no database to back up in ${dataDir}`);
  const root = backupsDirOf(dataDir);
  const folder = path.join(root, backupNameFor(now));
  const partial = `${folder}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    const copy = path.join(partial, BACKUP_FILES.database);
    await snapshotDatabase(database, copy);
    const files = path.join(dataDir, BACKUP_FILES.files);
    for (const file of filesUnder(files).filter((name) => !name.endsWith('.tmp'))) {
      const target = path.join(partial, BACKUP_FILES.files, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await copyIfStillThere(path.join(files, file), target);
    }
    const pushKeys = path.join(dataDir, BACKUP_FILES.pushKeys);
    if (fs.existsSync(pushKeys)) {
      await fs.promises.copyFile(pushKeys, path.join(partial, BACKUP_FILES.pushKeys));
    }

    const manifest: BackupManifest = {
      format: 1,
      takenAt: now,
      migrations: migrationsIn(copy),
      checksums: {},
    };
    for (const file of filesUnder(partial)) {
      manifest.checksums[file] = await sha256Of(path.join(partial, file));
    }
    await fs.promises.writeFile(
      path.join(partial, BACKUP_FILES.manifest),
      JSON.stringify(manifest, null, 2),
    );
    await fs.promises.rename(partial, folder);
    return folder;
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** A picture deleted while the backup ran (an account deleted, a sweep) is simply not in it. */
async function copyIfStillThere(from: string, to: string): Promise<void> {
  try {
    await fs.promises.copyFile(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}

/** The schema migrations a SQLite file has had, by name. */
export function migrationsIn(file: string): string[] {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } finally {
    sqlite.close();
  }
}

/** Removes the oldest backups beyond the `keep` newest; answers how many went. */
export function pruneBackups(dataDir: string, keep: number): number {
  const backups = listBackups(dataDir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const folder of old) fs.rmSync(folder, { recursive: true, force: true });
  return old.length;
}
