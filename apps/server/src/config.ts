import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  callsConfigOf,
  type CallsConfig,
  callsEnvironment,
  checkCallsEnvironment,
} from './config-calls.ts';
import { listed } from './config-lists.ts';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const onOff = z.enum(['on', 'off']);

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** How often the embedded database is backed up: "off", or a number and s, m, h or d ("24h"). */
const backupEvery = z
  .string()
  .regex(/^(off|\d+[smhd])$/, 'must be "off" or a duration such as 30m, 24h or 7d')
  .transform((value) => {
    if (value === 'off') return null;
    const unit = value.slice(-1) as keyof typeof DURATION_UNITS_MS;
    return Number(value.slice(0, -1)) * DURATION_UNITS_MS[unit];
  })
  .refine((everyMs) => everyMs === null || everyMs >= 60_000, 'must be at least 1m');

/** Every environment variable the server reads, with its default. */
const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: onOff.default('off'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/, -]+$/, 'must be addresses or CIDR ranges, comma-separated')
      .default('loopback'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('MentorBridge <no-reply@mentorbridge.local>'),
    PUBLIC_URL: z.url().optional(),
    SAFEGUARDING_CONTACT: z.email().default('safeguarding@mentorbridge.local'),
    DEMO_DATA: onOff.optional(),
    BACKUP_EVERY: backupEvery.prefault('24h'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(35),
    BACKUP_PUBLIC_KEY: z
      .string()
      .regex(/^age1[0-9a-z]{58,}$/, 'must be an age public key (age1…), as age-keygen prints it')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
    ...callsEnvironment,
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 key')
      .optional(),
    PUSH_SERVICES: z
      .string()
      .default('')
      .refine(
        (value) =>
          listed(value).every((entry) => /^https?:\/\//.test(entry) && URL.canParse(entry)),
        'must be http(s) origins, comma-separated',
      ),
  })
  .superRefine((env, context) => {
    // Half an object-storage set-up would otherwise fall back to local files without a word.
    const s3Parts = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (env.S3_BUCKET === undefined) {
      for (const name of s3Parts.filter((part) => env[part] !== undefined)) {
        context.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET as well' });
      }
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    checkCallsEnvironment(env, context);
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

/** The validated configuration the app is built from. */
export interface Config extends CallsConfig {
  /**
   * Served to people rather than tried on a machine: a PostgreSQL database or an https://
   * public address. A deployed server starts with no demo data and must have SMTP_URL.
   */
  deployed: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means a SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** Connections each process keeps open to PostgreSQL. */
  databasePoolSize: number;
  /** Redis for events and rate limits shared by several processes; absent means one process. */
  redisUrl: string | undefined;
  /** S3-compatible object storage for uploaded files; absent means a folder in dataDir. */
  s3: S3Config | undefined;
  /** Bearer token that /metrics asks for; absent means /metrics is not served. */
  metricsToken: string | undefined;
  /**
   * The proxies whose X-Forwarded-For names the client (rate limits count by it): addresses,
   * CIDR ranges or Fastify's names such as `loopback`.
   */
  trustProxy: string[];
  /** SMTP server for mail; absent means the outbox folder in dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people reach the app; links in mail point here. */
  publicUrl: string;
  /** The address mentors write to about their safeguarding check (the leads read it). */
  safeguardingContact: string;
  /**
   * Whether to create the demo accounts on an empty database. On by default for the embedded
   * set-up only: the demo passwords are public, so a deployment (PostgreSQL or https) must ask.
   */
  demoData: boolean;
  /**
   * The embedded database's own backups (backup/schedule-backups.ts): how often (null: never),
   * how many are kept, for at most how many days (docs/retention.md), and the age public key
   * they are encrypted to (none: not encrypted). Not used on PostgreSQL, which has its own
   * tools (docs/deploy.md).
   */
  backups: {
    everyMs: number | null;
    keep: number;
    keepDays: number;
    publicKey: string | undefined;
  };
  logLevel: string;
  /** Multiplies every rate limit; raised by tests that sign up many users from one address. */
  rateLimitFactor: number;
  webDistDir: string;
  /**
   * The keys that sign push notifications (VAPID). Absent: made at first start and kept in
   * dataDir; several processes must be given the same pair.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Push services beyond the browsers' own (origins): a self-hosted one, or a test's stand-in. */
  extraPushServices: string[];
}

export interface S3Config {
  bucket: string;
  /** The service's address; absent means AWS's own, by region. */
  endpoint: string | undefined;
  region: string;
  /** Keys; absent means the SDK's usual sources (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most self-hosted services want. */
  forcePathStyle: boolean;
}

function s3Config(env: z.infer<typeof environmentSchema>): S3Config | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
  };
}

/** Reads the configuration, failing at start with the names of the variables that are wrong. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const deployed = env.DATABASE_URL !== undefined || publicUrl.startsWith('https://');
  return {
    deployed,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    s3: s3Config(env),
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    safeguardingContact: env.SAFEGUARDING_CONTACT,
    demoData: (env.DEMO_DATA ?? (deployed ? 'off' : 'on')) === 'on',
    backups: {
      everyMs: env.BACKUP_EVERY,
      keep: env.BACKUP_KEEP,
      keepDays: env.BACKUP_KEEP_DAYS,
      publicKey: env.BACKUP_PUBLIC_KEY,
    },
    logLevel: env.LOG_LEVEL,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    ...callsConfigOf(env),
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    extraPushServices: listed(env.PUSH_SERVICES).map((entry) => new URL(entry).origin),
  };
}
