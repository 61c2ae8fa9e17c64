import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-files-'));

/** Both stores keep the same promises; the app cannot tell them apart. */
const stores: Array<[string, () => FileStore]> = [
  ['a local folder', () => localFileStore(localRoot)],
  [
    'an S3-compatible bucket',
    () => {
      const s3 = inject('s3');
      return s3FileStore({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        forcePathStyle: true,
      });
    },
  ],
];

afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));

describe.each(stores)('files in %s', (_name, open) => {
  const files = open();
  // Each run writes under a folder of its own, so runs sharing a bucket never meet.
  const folder = `chat-images/${randomUUID()}`;
  const bytes = (text: string) => Buffer.from(text);

  it('keeps a file, replaces it under the same key, and says null for one it never had', async () => {
    await files.put(`${folder}/a.webp`, bytes('first'));
    await files.put(`${folder}/a.webp`, bytes('second'));
    expect((await files.get(`${folder}/a.webp`))?.toString()).toBe('second');
    expect(await files.get(`${folder}/never-stored.webp`)).toBeNull();
  });

  it('lists a folder, nested keys included, and nothing outside it', async () => {
    await files.put(`${folder}/b.webp`, bytes('b'));
    await files.put(`${folder}/nested/c.webp`, bytes('c'));
    await files.put(`${folder}-sibling/d.webp`, bytes('d'));
    expect((await files.list(folder)).sort()).toEqual(
      [`${folder}/a.webp`, `${folder}/b.webp`, `${folder}/nested/c.webp`].sort(),
    );
    expect(await files.list(`${folder}-empty`)).toEqual([]);
  });

  it('deletes one file, then a whole folder, and deleting again is harmless', async () => {
    await files.delete(`${folder}/a.webp`);
    await files.delete(`${folder}/a.webp`);
    expect(await files.get(`${folder}/a.webp`)).toBeNull();
    await files.deleteFolder(folder);
    await files.deleteFolder(folder);
    expect(await files.list(folder)).toEqual([]);
    expect(await files.list(`${folder}-sibling`)).toEqual([`${folder}-sibling/d.webp`]);
    await files.deleteFolder(`${folder}-sibling`);
  });

  it('refuses keys that could reach outside the store', async () => {
    await expect(files.put('../escape.webp', bytes('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(files.get(`${folder}/../../etc/passwd`)).rejects.toThrow(/unsafe storage key/);
    await expect(files.list('/absolute')).rejects.toThrow(/unsafe storage key/);
  });

  it('answers the readiness check when it can be written to', async () => {
    await expect(files.check()).resolves.toBeUndefined();
  });
});

describe('an S3 bucket that does not exist', () => {
  it('fails the readiness check', async () => {
    const s3 = inject('s3');
    const files = s3FileStore({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    });
    await expect(files.check()).rejects.toThrow();
  });
});
