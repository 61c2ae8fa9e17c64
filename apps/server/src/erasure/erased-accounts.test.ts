import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { s3FileStore } from '../storage/s3-file-store.ts';
import { localFileStore } from '../storage/local-file-store.ts';
import { erasedAccountsOf } from './erased-accounts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-ledger-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Where the ledger of erasures lives: the bucket when files live in object storage. */
const places = [
  [
    'the data folder',
    () => erasedAccountsOf({ dataDir, s3: undefined }, localFileStore(path.join(dataDir, 'files'))),
  ],
  [
    'an S3-compatible bucket',
    () => {
      const s3 = inject('s3');
      const config = {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        forcePathStyle: true,
      };
      return erasedAccountsOf({ dataDir, s3: config }, s3FileStore(config));
    },
  ],
] as const;

describe.each(places)('the ledger of erased accounts in %s', (_place, open) => {
  it('keeps every id noted, for a process that starts later', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) await open().remember(id);
    expect(await open().all()).toEqual(expect.arrayContaining(ids));
  });
});
