import { startPostgres } from '@mentorbridge/testing/postgres-server';
import { startRedis } from '@mentorbridge/testing/redis-server';
import { startS3 } from '@mentorbridge/testing/s3-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance database URL of the PostgreSQL server every test file creates its database on. */
    postgresAdminUrl: string;
    /** The Redis server scale-out tests share; each test uses a fresh channel of keys. */
    redisUrl: string;
    /** The local S3-compatible server and its bucket. */
    s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  }
}

/**
 * Real servers for the run: PostgreSQL (or the one TEST_POSTGRES_URL points at), Redis and a
 * local S3-compatible store for the scale-out suite.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL;
  const postgres = external ? null : await startPostgres();
  project.provide('postgresAdminUrl', external ?? postgres?.adminUrl ?? '');
  const redis = await startRedis();
  project.provide('redisUrl', redis.url);
  const s3 = await startS3();
  const { endpoint, bucket, accessKeyId, secretAccessKey } = s3;
  project.provide('s3', { endpoint, bucket, accessKeyId, secretAccessKey });
  return async () => {
    await Promise.all([redis.stop(), s3.stop()]);
    postgres?.stop();
  };
}
