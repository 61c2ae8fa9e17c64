import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFileIn } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import {
  BACKUP_FILES,
  type BackupManifest,
  backupNameFor,
  ENCRYPTED_SUFFIX,
  filesUnder,
  sha256Of,
} from './backup-folder.ts';
import { decryptFiles } from './age-in-worker.ts';
import { migrationsIn } from './take-backup.ts';
import { serverUsing } from './server-pid.ts';

/** Why a backup cannot be restored, in words for the person running the command. */
export type RestoreRefusal = string;

/** What a data folder holds that a restore replaces (the database with its WAL, and the files). */
const replaced = [
  BACKUP_FILES.database,
  `${BACKUP_FILES.database}-wal`,
  `${BACKUP_FILES.database}-shm`,
  BACKUP_FILES.files,
  BACKUP_FILES.pushKeys,
];

/**
 * Whether a backup folder can be restored by this MentorBridge: complete, every file as its
 * checksum says, the database whole (`PRAGMA integrity_check`), and no migration this server
 * does not know (a backup from a newer version). Answers the first problem found, or null.
 */
export async function checkBackup(folder: string): Promise<RestoreRefusal | null> {
  const manifestFile = path.join(folder, BACKUP_FILES.manifest);
  if (!fs.existsSync(manifestFile)) {
    return `${folder} is not a MentorBridge backup: it has no ${BACKUP_FILES.manifest}.`;
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    return `The backup is damaged: ${BACKUP_FILES.manifest} cannot be read.`;
  }
  if (manifest.format !== 1 && manifest.format !== 2)
    return `The backup's format (${String(manifest.format)}) is not one this server knows.`;
  const listed = Object.keys(manifest.checksums).sort();
  const present = filesUnder(folder).filter((file) => file !== BACKUP_FILES.manifest);
  const missing = listed.filter((file) => !present.includes(file));
  if (missing.length > 0) return `The backup is damaged: ${missing[0]} is missing.`;
  for (const file of listed) {
    if ((await sha256Of(path.join(folder, file))) !== manifest.checksums[file]) {
      return `The backup is damaged: ${file} does not match its checksum.`;
    }
  }
  if (manifest.format === 2) {
    // Encrypted: the database is checked once decrypted (restoreBackup).
    return listed.includes(`${BACKUP_FILES.database}${ENCRYPTED_SUFFIX}`)
      ? null
      : 'The backup is damaged: it has no database.';
  }
  const database = path.join(folder, BACKUP_FILES.database);
  if (!listed.includes(BACKUP_FILES.database)) return 'The backup is damaged: it has no database.';
  const integrity = integrityOf(database);
  if (integrity !== 'ok')
    return `The backup is damaged: its database fails integrity_check (${integrity}).`;
  const known = new Set(Object.keys(migrations));
  const newer = migrationsIn(database).filter((name) => !known.has(name));
  if (newer.length > 0) {
    return `The backup comes from a newer MentorBridge (its schema has ${newer.join(', ')}): update this server first.`;
  }
  return null;
}

function integrityOf(file: string): string {
  try {
    const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
      return rows.map((row) => row.integrity_check).join('; ');
    } finally {
      sqlite.close();
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What a restore did: where the data folder's earlier contents went, if it had any. */
export interface Restored {
  setAside: string | null;
}

type RestoreOutcome = { ok: true; restored: Restored } | { ok: false; refusal: RestoreRefusal };

/**
 * Puts a backup in place in a data folder no server uses. What the folder held before (a
 * database, files) is not deleted but moved into `before-restore-<time>` inside it. Refuses,
 * changing nothing, while a server uses the folder or when `checkBackup` finds a problem. An
 * encrypted backup needs `keyFile`, the text of the age key file whose public key took it
 * (decision 056); it is decrypted into a private folder beside the data, checked, put in place,
 * and that folder removed.
 */
export async function restoreBackup(
  folder: string,
  dataDir: string,
  now = Date.now(),
  { keyFile }: { keyFile?: string } = {},
): Promise<RestoreOutcome> {
  const pid = serverUsing(dataDir);
  if (pid !== undefined) {
    return { ok: false, refusal: `A server (process ${pid}) is using ${dataDir}: stop it first.` };
  }
  const problem = await checkBackup(folder);
  if (problem) return { ok: false, refusal: problem };
  if (!fs.existsSync(path.join(folder, `${BACKUP_FILES.database}${ENCRYPTED_SUFFIX}`))) {
    return putInPlace(folder, dataDir, now);
  }
  if (!keyFile) {
    return {
      ok: false,
      refusal:
        'The backup is encrypted: give its key file with BACKUP_KEY_FILE=<file> (the age key whose public key is BACKUP_PUBLIC_KEY).',
    };
  }
  const decrypted = path.join(dataDir, `.decrypting-${backupNameFor(now)}`);
  try {
    await decryptedCopy(folder, decrypted, keyFile);
  } catch {
    fs.rmSync(decrypted, { recursive: true, force: true });
    return { ok: false, refusal: 'The backup could not be decrypted with that key file.' };
  }
  try {
    const plainProblem = await checkBackup(decrypted);
    if (plainProblem) return { ok: false, refusal: plainProblem };
    return putInPlace(decrypted, dataDir, now);
  } finally {
    fs.rmSync(decrypted, { recursive: true, force: true });
  }
}

/** An encrypted backup's files, decrypted into `target` as a plain backup (format 1). */
async function decryptedCopy(folder: string, target: string, keyFile: string): Promise<void> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folder, BACKUP_FILES.manifest), 'utf8'),
  ) as BackupManifest;
  const encrypted = Object.keys(manifest.checksums);
  const plainName = (file: string) => file.slice(0, -ENCRYPTED_SUFFIX.length);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const file of encrypted) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true, mode: 0o700 });
  }
  await decryptFiles(
    encrypted.map((file) => ({
      from: path.join(folder, file),
      to: path.join(target, plainName(file)),
    })),
    keyFile,
  );
  const plain: BackupManifest = { ...manifest, format: 1, checksums: {} };
  for (const file of encrypted) {
    plain.checksums[plainName(file)] = await sha256Of(path.join(target, plainName(file)));
  }
  fs.writeFileSync(path.join(target, BACKUP_FILES.manifest), JSON.stringify(plain), {
    mode: 0o600,
  });
}

function putInPlace(folder: string, dataDir: string, now: number): RestoreOutcome {
  fs.mkdirSync(dataDir, { recursive: true });
  const existing = replaced.filter((name) => fs.existsSync(path.join(dataDir, name)));
  let setAside: string | null = null;
  if (existing.length > 0) {
    setAside = path.join(dataDir, `before-restore-${backupNameFor(now)}`);
    // As private as a backup: it holds the whole database as it was.
    fs.mkdirSync(setAside, { mode: 0o700 });
    for (const name of existing) fs.renameSync(path.join(dataDir, name), path.join(setAside, name));
  }
  // Copied beside and renamed into place, so a restore cut short leaves no half database.
  const database = sqliteFileIn(dataDir);
  fs.copyFileSync(path.join(folder, BACKUP_FILES.database), `${database}.restoring`);
  const files = path.join(folder, BACKUP_FILES.files);
  if (fs.existsSync(files))
    fs.cpSync(files, path.join(dataDir, BACKUP_FILES.files), { recursive: true });
  const pushKeys = path.join(folder, BACKUP_FILES.pushKeys);
  if (fs.existsSync(pushKeys)) fs.copyFileSync(pushKeys, path.join(dataDir, BACKUP_FILES.pushKeys));
  fs.renameSync(`${database}.restoring`, database);
  return { ok: true, restored: { setAside } };
}
