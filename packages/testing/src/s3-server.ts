import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port.ts';

/** A local S3-compatible server (s3rver) with one empty bucket, for one test run. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** s3rver checks signatures against these fixed keys. */
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'mentorbridge-files'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
