import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeKey, type FileStore } from './file-store.ts';

/** S3 deletes at most this many keys in one request. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible bucket, shared by every server process. The bucket stays private:
 * files reach people only through the server, which checks who may see each one.
 */
export function s3FileStore(config: S3Config): FileStore & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
  const Bucket = config.bucket;

  const list = async (prefix: string): Promise<string[]> => {
    assertSafeKey(prefix);
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    async put(key, data) {
      assertSafeKey(key);
      // One PUT: the object appears whole or not at all, as a rename does on a disk.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteFolder(prefix) {
      const keys = await list(prefix);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },

    list,

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    close() {
      client.destroy();
    },
  };
}
