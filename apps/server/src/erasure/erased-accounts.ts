import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStore } from '../storage/file-store.ts';

/**
 * The ids of every erased account, kept outside the database and outside every backup of it, so
 * that a restore, which brings back the database as it was, cannot bring back someone who was
 * erased since: the server erases them again at every start (erase-again.ts). Ids only: a random
 * id says nothing of a person whose rows are gone (docs/retention.md).
 */
export interface ErasedAccounts {
  /** Notes an account as erased; called before its rows go, so a crash between forgets nothing. */
  remember(userId: string): Promise<void>;
  /** Every id noted so far. */
  all(): Promise<string[]>;
}

/** The file in the data folder: beside the database, but not among what a backup copies. */
export const ERASED_ACCOUNTS_FILE = 'erased-accounts.txt';
const BUCKET_PREFIX = 'erased-accounts';

/**
 * In the bucket when the server keeps its files in object storage (several processes share it,
 * and a PostgreSQL restore does not touch it); otherwise a file in the data folder, one id a line.
 */
export function erasedAccountsOf(
  config: Pick<Config, 'dataDir' | 's3'>,
  files: FileStore,
): ErasedAccounts {
  return config.s3
    ? inBucket(files)
    : inDataFolder(path.join(config.dataDir, ERASED_ACCOUNTS_FILE));
}

function inDataFolder(file: string): ErasedAccounts {
  return {
    async remember(userId) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Appended in one write, readable by the server's user only.
      await fs.appendFile(file, `${userId}\n`, { mode: 0o600 });
    },
    async all() {
      try {
        return (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

function inBucket(files: FileStore): ErasedAccounts {
  return {
    remember: (userId) => files.put(`${BUCKET_PREFIX}/${userId}`, Buffer.alloc(0)),
    all: async () =>
      (await files.list(BUCKET_PREFIX)).map((key) => key.slice(BUCKET_PREFIX.length + 1)),
  };
}
