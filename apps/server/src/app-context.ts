import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { BACKEND_ONLINE_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import {
  type BackgroundLog,
  type BackgroundWork,
  createBackgroundWork,
} from './lib/background-work.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type ErasedAccounts, erasedAccountsOf } from './erasure/erased-accounts.ts';
import type { MailOutbox } from './mail/mail-outbox.ts';
import { type AppMetrics, createMetrics } from './metrics/app-metrics.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import { createPresence, type Presence } from './realtime/presence.ts';
import {
  createPushDeviceKnowledge,
  type PushDeviceKnowledge,
} from './realtime/push-device-knowledge.ts';
import type { FileStore } from './storage/file-store.ts';
import { CALL_SIGNAL_ALLOWANCE } from './lib/throttle/call-signal-allowance.ts';
import { createSendLimit, type SendLimit } from './lib/throttle/send-limit.ts';
import { createWindowCount, type WindowCount } from './lib/throttle/window-count.ts';
import { loadVapidKeys, type PushSigning, vapidSubject } from './lib/vapid-keys.ts';
import {
  failedLogInsPerAddressThrottle,
  newAccountsPerAddressThrottle,
  type Throttle,
} from './lib/throttle/throttle.ts';

/** A rate limit as @fastify/rate-limit takes it. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

type LimitedAction =
  | 'signUp'
  | 'logIn'
  | 'captcha'
  | 'verifyEmail'
  | 'passwordReset'
  | 'upload'
  | 'report'
  | 'dataExport';

/** What the routes and services share, built once per app. */
export interface AppContext {
  db: Kysely<Database>;
  /**
   * What work after an answer and on timers queries through: on PostgreSQL a small pool of its
   * own, so a send never waits for a connection behind it (decision 053); on SQLite `db` itself.
   */
  backgroundDb: Kysely<Database>;
  /** Every mail goes through the outbox table (decision 043). */
  mailer: MailOutbox;
  config: Config;
  files: FileStore;
  realtime: RealtimeHub;
  /** Who has a tab open, in any process, known without a query. */
  presence: Presence;
  /** Who is known to have no push device, in this process. */
  pushDevices: PushDeviceKnowledge;
  /** Redis, when several processes share it: rate limits count there, events cross through it. */
  redis: Redis | undefined;
  limits: Record<LimitedAction, RateLimit>;
  /** Chat messages and pictures one person may send in a burst (decision 029). */
  chatSendLimit: SendLimit;
  /** A call's signals one person may send in a minute (decision 059). */
  callSignalLimit: WindowCount;
  /** Failed log-ins one network address may make a day, counted in the database (decision 029). */
  failedLogInsPerAddress: Throttle;
  /** Accounts one network address may create a day, counted in the database (decision 029). */
  newAccountsPerAddress: Throttle;
  metrics: AppMetrics;
  /** Work a request starts but does not wait for, such as notification mail. */
  background: BackgroundWork;
  /** This run of this process; what it holds in shared tables (calls) carries the id. */
  processId: string;
  /** Set when the process starts to stop: the readiness check then fails, so traffic moves. */
  lifecycle: { stopping: boolean };
  /** How the WebSocket route watches its sockets; tests shorten them. */
  socketTimings: SocketTimings;
  /** The time for rules that turn on a date, such as a check's expiry; tests move it. */
  clock: Clock;
  /** What signs push notifications (VAPID keys and contact). */
  push: PushSigning;
  /** The ids of erased accounts, kept outside the database and its backups. */
  erasedAccounts: ErasedAccounts;
}

export interface SocketTimings {
  /** A socket silent this long is gone (the browser pings every few seconds). */
  silenceLimitMs: number;
  /** How often an open socket checks that its session still lives (expired, ended elsewhere). */
  sessionRecheckMs: number;
}

const MINUTE = 60_000;

/**
 * Limits per network address, sized for a class of 40 behind one school address signing up,
 * verifying and logging in within the same minute (decision 029). Password guessing is held
 * per account (lib/throttle), not here; uploads and reports count per person (their routes
 * key them by `perSignedInUser`). The factor lets tests that sign up hundreds of users from one
 * address run.
 */
function rateLimits(factor: number): AppContext['limits'] {
  const perMinute = (max: number) => ({ max: Math.ceil(max * factor), timeWindow: MINUTE });
  return {
    signUp: perMinute(60),
    logIn: perMinute(60),
    captcha: perMinute(200),
    verifyEmail: perMinute(60),
    passwordReset: perMinute(20),
    upload: perMinute(20),
    report: perMinute(10),
    // A copy of everything a person holds reads every table: a few an hour is all anyone needs.
    dataExport: { max: Math.ceil(5 * factor), timeWindow: 60 * MINUTE },
  };
}

/**
 * The context of one running app: its database and mailer, its files and events (this process's
 * own, or shared by several: `connectSharedParts` decides), and limits by config.
 */
export function createAppContext(
  config: Config,
  parts: Pick<AppContext, 'db' | 'backgroundDb' | 'mailer' | 'files' | 'realtime' | 'redis'>,
  log: BackgroundLog,
): AppContext {
  const { db, backgroundDb, mailer, files, realtime, redis } = parts;
  const processId = randomUUID();
  const presence = createPresence({ realtime, processId, db: backgroundDb }, (error) =>
    log.error({ err: error }, 'reading the open tabs failed'),
  );
  return {
    db,
    backgroundDb,
    presence,
    pushDevices: createPushDeviceKnowledge(realtime),
    mailer,
    files,
    redis,
    realtime,
    config,
    limits: rateLimits(config.rateLimitFactor),
    chatSendLimit: createSendLimit(config.rateLimitFactor),
    callSignalLimit: createWindowCount(CALL_SIGNAL_ALLOWANCE, config.rateLimitFactor),
    failedLogInsPerAddress: {
      ...failedLogInsPerAddressThrottle,
      max: Math.ceil(failedLogInsPerAddressThrottle.max * config.rateLimitFactor),
    },
    newAccountsPerAddress: {
      ...newAccountsPerAddressThrottle,
      max: Math.ceil(newAccountsPerAddressThrottle.max * config.rateLimitFactor),
    },
    metrics: createMetrics({ openSockets: () => realtime.size() }),
    background: createBackgroundWork(log),
    processId,
    lifecycle: { stopping: false },
    socketTimings: { silenceLimitMs: 3 * BACKEND_ONLINE_TIMEOUT_MS, sessionRecheckMs: 5 * MINUTE },
    clock: systemClock(),
    push: { keys: loadVapidKeys(config), subject: vapidSubject(config) },
    erasedAccounts: erasedAccountsOf(config, files),
  };
}
