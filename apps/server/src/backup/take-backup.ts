import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFileIn } from '../db/database.ts';
import {
  BACKUP_FILES,
  ENCRYPTED_SUFFIX,
  type BackupManifest,
  backupNameFor,
  backupsDirOf,
  filesUnder,
  listBackups,
  sha256Of,
} from './backup-folder.ts';
import { encryptFiles } from './age-in-worker.ts';
import { snapshotDatabase } from './snapshot-in-worker.ts';

/**
 * Takes a backup of the embedded database while the server runs and writes, and answers its
 * folder. The database is copied as one snapshot (snapshot-in-worker.ts): every write committed
 * before it began is in the copy.
 * The pictures are copied after the snapshot, so every picture it points to is there: the app
 * stores a picture before the row that points to it. The folder is written under a temporary
 * name and renamed when complete, so a backup cut short is never taken for one. Only the
 * server's own user may read it (folders 0700, files 0600): it holds everything, children's chats
 * included.
 */
export async function takeBackup(
  dataDir: string,
  now = Date.now(),
  { publicKey }: { publicKey?: string } = {},
): Promise<string> {
  const database = sqliteFileIn(dataDir);
  if (!fs.existsSync(database)) throw new Error(`there is no database to back up in ${dataDir}`);
  const root = backupsDirOf(dataDir);
  const folder = path.join(root, backupNameFor(now));
  const partial = `${folder}.partial`;
  fs.mkdirSync(root, { recursive: true, mode: PRIVATE_FOLDER });
  fs.chmodSync(root, PRIVATE_FOLDER);
  fs.mkdirSync(partial, { mode: PRIVATE_FOLDER });
  try {
    const copy = path.join(partial, BACKUP_FILES.database);
    await snapshotDatabase(database, copy);
    const files = path.join(dataDir, BACKUP_FILES.files);
    for (const file of filesUnder(files).filter((name) => !name.endsWith('.tmp'))) {
      const target = path.join(partial, BACKUP_FILES.files, file);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
      await copyIfStillThere(path.join(files, file), target);
    }
    const pushKeys = path.join(dataDir, BACKUP_FILES.pushKeys);
    if (fs.existsSync(pushKeys)) {
      await fs.promises.copyFile(pushKeys, path.join(partial, BACKUP_FILES.pushKeys));
    }

    const manifest: BackupManifest = {
      format: publicKey ? 2 : 1,
      takenAt: now,
      migrations: migrationsIn(copy),
      checksums: {},
    };
    if (publicKey) await encryptInPlace(partial, publicKey);
    for (const file of filesUnder(partial)) {
      manifest.checksums[file] = await sha256Of(path.join(partial, file));
    }
    await fs.promises.writeFile(
      path.join(partial, BACKUP_FILES.manifest),
      JSON.stringify(manifest, null, 2),
    );
    makePrivate(partial);
    await fs.promises.rename(partial, folder);
    return folder;
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Every file of a backup folder replaced by its age encryption, `<file>.age` (decision 056):
 * what is left readable is the manifest, which names files, migrations and times only.
 */
async function encryptInPlace(folder: string, publicKey: string): Promise<void> {
  const plain = filesUnder(folder).map((file) => path.join(folder, file));
  await encryptFiles(
    plain.map((from) => ({ from, to: `${from}${ENCRYPTED_SUFFIX}` })),
    publicKey,
  );
  for (const file of plain) await fs.promises.rm(file);
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

/** Read and written by the server's user only. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Every folder and file under `folder`, and itself, made the server's user's alone. */
function makePrivate(folder: string): void {
  fs.chmodSync(folder, PRIVATE_FOLDER);
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const where = path.join(entry.parentPath, entry.name);
    fs.chmodSync(where, entry.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE);
  }
}

const DAY_MS = 86_400_000;
/** A `.partial` folder this old is a backup cut short (a crash, a full disk), not one running. */
const STALE_PARTIAL_MS = 6 * 60 * 60_000;

/**
 * Removes the backups beyond the `keep` newest and any older than `keepDays`, the folders of
 * backups cut short, and what restores set aside (`before-restore-*`) once older than `keepDays`:
 * each holds a whole database, erased accounts included. Answers how many went.
 */
export function pruneBackups(
  dataDir: string,
  { keep, keepDays, now = Date.now() }: { keep: number; keepDays: number; now?: number },
): number {
  const oldest = now - keepDays * DAY_MS;
  const backups = listBackups(dataDir);
  const beyondCount = backups.slice(0, Math.max(0, backups.length - keep));
  const tooOld = backups.filter((folder) => takenAt(folder) < oldest);
  const root = backupsDirOf(dataDir);
  const cutShort = foldersIn(root).filter(
    (folder) => folder.endsWith('.partial') && modifiedAt(folder) < now - STALE_PARTIAL_MS,
  );
  const setAside = foldersIn(dataDir).filter(
    (folder) => path.basename(folder).startsWith('before-restore-') && modifiedAt(folder) < oldest,
  );
  const gone = new Set([...beyondCount, ...tooOld, ...cutShort, ...setAside]);
  for (const folder of gone) fs.rmSync(folder, { recursive: true, force: true });
  return gone.size;
}

function takenAt(folder: string): number {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folder, BACKUP_FILES.manifest), 'utf8'),
  ) as BackupManifest;
  return manifest.takenAt;
}

const modifiedAt = (folder: string) => fs.statSync(folder).mtimeMs;

function foldersIn(parent: string): string[] {
  if (!fs.existsSync(parent)) return [];
  return fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(parent, entry.name));
}
