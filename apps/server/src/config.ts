import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const onOff = z.enum(['on', 'off']);

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The video-meeting service: an origin only, over https (plain http only on this machine, for a
 * local stand-in), because the Content-Security-Policy lets exactly this origin in.
 */
const videoMeetingUrl = z
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
    const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return secure && originOnly;
  }, 'must be an https:// origin with no path, such as https://meet.jit.si')
  .transform((value) => new URL(value).origin);

/** Every environment variable the server reads, with its default. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('MentorBridge <no-reply@mentorbridge.local>'),
  PUBLIC_URL: z.url().optional(),
  DEMO_DATA: onOff.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  VIDEO_MEETING_URL: videoMeetingUrl.default('https://meet.jit.si'),
});

/** The validated configuration the app is built from. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means a SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** SMTP server for mail; absent means the outbox folder in dataDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people reach the app; links in mail point here. */
  publicUrl: string;
  /**
   * Whether to create the demo accounts on an empty database. On by default for the embedded
   * set-up only: the demo passwords are public, so a deployment (PostgreSQL or https) must ask.
   */
  demoData: boolean;
  logLevel: string;
  /** Multiplies every rate limit; raised by tests that sign up many users from one address. */
  rateLimitFactor: number;
  webDistDir: string;
  /** Origin of the Jitsi Meet service that holds the calls; the only one the CSP lets in. */
  videoMeetingOrigin: string;
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
  const looksDeployed = env.DATABASE_URL !== undefined || publicUrl.startsWith('https://');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    demoData: (env.DEMO_DATA ?? (looksDeployed ? 'off' : 'on')) === 'on',
    logLevel: env.LOG_LEVEL,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    videoMeetingOrigin: env.VIDEO_MEETING_URL,
  };
}
