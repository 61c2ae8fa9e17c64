import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Files in a folder on this machine: the embedded default. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },

    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },

    async deleteFolder(prefix) {
      await fs.rm(pathOf(prefix), { recursive: true, force: true });
    },

    async list(prefix) {
      try {
        const entries = await fs.readdir(pathOf(prefix), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          );
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },

    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
