import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { createSharedRealtimeHub } from './realtime/shared-hub.ts';
import { localFileStore } from './storage/local-file-store.ts';
import { s3FileStore } from './storage/s3-file-store.ts';

/** The parts several processes share when configured; this process's own ones otherwise. */
export interface SharedParts extends Pick<AppContext, 'files' | 'realtime' | 'redis'> {
  /** Lets go of the connections; after the app has closed. */
  close(): Promise<void>;
}

/** A request waiting on a Redis that is away fails after this many reconnect attempts. */
const REDIS_RETRIES_PER_REQUEST = 2;

function connectRedis(url: string, log: Pick<Logger, 'warn'>): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: REDIS_RETRIES_PER_REQUEST });
  // ioredis reconnects by itself; an error here is worth a line in the log, never a crash.
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection error'));
  return redis;
}

/**
 * Connects what the configuration names (docs/architecture.md, Parts): Redis for events and rate
 * limits (REDIS_URL) and S3-compatible storage for files (S3_BUCKET). Unset, each stays in this
 * process: events in memory, files in DATA_DIR.
 */
export async function connectSharedParts(
  config: Config,
  log: Pick<Logger, 'warn'>,
): Promise<SharedParts> {
  const s3 = config.s3 && s3FileStore(config.s3);
  const files = s3 ?? localFileStore(path.join(config.dataDir, 'files'));
  if (!config.redisUrl) {
    return {
      files,
      realtime: createRealtimeHub(),
      redis: undefined,
      close: async () => s3?.close(),
    };
  }

  const redis = connectRedis(config.redisUrl, log);
  const subscriber = connectRedis(config.redisUrl, log);
  const realtime = await createSharedRealtimeHub(createRealtimeHub(), {
    publisher: redis,
    subscriber,
    onError: (error, doing) => log.warn({ err: error }, `redis: failed ${doing}`),
  });
  return {
    files,
    realtime,
    redis,
    async close() {
      await realtime.stop();
      redis.disconnect();
      s3?.close();
    },
  };
}
