import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One backup is one folder under DATA_DIR/backups, named by the time it began (UTC):
 * the database as one SQLite file, the uploaded files (pictures) as the server keeps them, the
 * push keys when there are any, and a manifest with the schema and a checksum of every file.
 */
export const BACKUP_FILES = {
  database: 'mentorbridge.db',
  files: 'files',
  pushKeys: 'vapid-keys.json',
  manifest: 'manifest.json',
} as const;

/** What a backup says of itself, written last: a folder without it is not a backup. */
export interface BackupManifest {
  /**
   * The MentorBridge backup format; a restore refuses formats it does not know. 1: the files as
   * they are; 2: every file but the manifest encrypted with age, named `<file>.age`.
   */
  format: 1 | 2;
  /** When the backup began, in epoch milliseconds: what was committed before is in it. */
  takenAt: number;
  /** The schema migrations the database had, by name (a newer server adds names). */
  migrations: string[];
  /** Every file of the backup but the manifest, by its path inside the folder, as SHA-256. */
  checksums: Record<string, string>;
}

/** What an encrypted backup adds to each file's name. */
export const ENCRYPTED_SUFFIX = '.age';

export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/** A folder name that sorts by time and is valid on every file system: 2026-11-25T22-30-05-123Z. */
export const backupNameFor = (time: number) => new Date(time).toISOString().replace(/[:.]/g, '-');

/** The finished backups in a data folder, oldest first (by name, which is by time). */
export function listBackups(dataDir: string): string[] {
  const root = backupsDirOf(dataDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(root, entry.name, BACKUP_FILES.manifest)),
    )
    .map((entry) => path.join(root, entry.name))
    .sort();
}

/** A file's SHA-256, read as a stream (a database can be large). */
export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under a folder, by its path relative to it with forward slashes. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
