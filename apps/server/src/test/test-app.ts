import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { type MailCatcher, startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import type { AppContext } from '../app-context.ts';
import { loadConfig } from '../config.ts';
import { assembleMentorBridge } from '../mentorbridge.ts';
import type { Database } from '../db/schema.ts';
import type { StatementListener } from '../db/statement-listener.ts';

/** The two databases every integration suite runs against. */
export const databaseKinds = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const PUBLIC_URL = 'http://localhost:3000';

/** A server whose operator holds calls on a school's own Jitsi (decision 059's option). */
export const SCHOOL_JITSI = {
  VIDEO_SERVICE: 'jitsi',
  VIDEO_MEETING_URL: 'https://video.school.example',
};

/** A whole app on a fresh database, with a real SMTP server catching its mail. */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  mail: MailCatcher;
  /** The app's parts, for tests that look at stored files or open sockets. */
  context: AppContext;
  close(): Promise<void>;
}

/** Each test app's parts, by its Fastify instance, for helpers handed only the instance. */
const contextOfApp = new WeakMap<FastifyInstance, AppContext>();

export function contextOf(app: FastifyInstance): AppContext {
  const context = contextOfApp.get(app);
  if (!context) throw new Error('not an app started by startTestApp');
  return context;
}

async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestApp(
  kind: DatabaseKind,
  {
    rateLimitFactor = 100,
    environment = {},
    onStatement,
    logTo,
  }: {
    rateLimitFactor?: number;
    environment?: Record<string, string>;
    /** Hears every statement the app's database runs (test/statement-budget.ts). */
    onStatement?: StatementListener;
    /** Where the app's log and request log go, at the most talkative level; none by default. */
    logTo?: Writable;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-test-'));
  const mail = await startMailCatcher();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mail.smtpUrl,
    PUBLIC_URL,
    DEMO_DATA: 'off',
    RATE_LIMIT_FACTOR: String(rateLimitFactor),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(kind === 'postgres' ? { DATABASE_URL: await createPostgresDatabase() } : {}),
    ...environment,
  });
  // Assembled as the server assembles itself; the work on timers is left to each test.
  const { app, context, close } = await assembleMentorBridge(config, {
    log: logTo ? pino({ level: 'trace' }, logTo) : pino({ level: 'silent' }),
    requestLog: logTo ?? 'off',
    periodicWork: false,
    onStatement,
  });
  contextOfApp.set(app, context);
  return {
    app,
    db: context.db,
    mail,
    context,
    async close() {
      await close();
      await mail.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment of a process that scales out: the run's Redis and S3-compatible store. */
export function scaleOutEnvironment(): Record<string, string> {
  const s3 = inject('s3');
  return {
    REDIS_URL: inject('redisUrl'),
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
  };
}

/**
 * Two processes of the app on one PostgreSQL and one Redis, as a scaled-out deployment runs
 * them (`extra` adds to the environment of both); closed by the caller.
 */
export async function startTwoProcesses(
  extra: Record<string, string> = {},
): Promise<[TestApp, TestApp]> {
  const environment = { ...scaleOutEnvironment(), ...extra };
  const a = await startTestApp('postgres', { environment });
  const b = await startTestApp('postgres', {
    environment: { ...environment, DATABASE_URL: a.context.config.databaseUrl ?? '' },
  });
  return [a, b];
}

/** The body of a JSON answer. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'mb_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `mb_session=${cookie.value}`;
}
