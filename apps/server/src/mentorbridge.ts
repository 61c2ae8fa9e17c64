import './i18n/languages.ts';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { buildApp } from './app.ts';
import { scheduleBackups } from './backup/schedule-backups.ts';
import { type AppContext, createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import {
  PLANNER_STATISTICS_INTERVAL_MS,
  refreshPlannerStatistics,
} from './db/planner-statistics.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { StatementListener } from './db/statement-listener.ts';
import { startProcessLease } from './features/calls/service.ts';
import { endCallsOfEarlierRuns, reviewCalls } from './features/calls/service.ts';
import { deliverKeptMessages } from './features/chat/service.ts';
import { readStoryBitsAhead } from './features/mentors/service.ts';
import { mailUnreadChats, UNREAD_MAIL_RULES } from './features/notifications/service.ts';
import { repeatEvery } from './lib/repeat.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import { createMailer } from './mail/mailer.ts';
import { deleteOpenTabsOfEarlierRuns } from './realtime/open-tabs-repository.ts';
import { RETENTION_SWEEP_INTERVAL_MS } from './retention/policy.ts';
import { scheduleRetentionSweeps } from './retention/schedule.ts';
import { connectSharedParts } from './shared-parts.ts';
import { eraseReturnedAccounts } from './erasure/erase-again.ts';
import { sendCheckExpiryNotices } from './features/vetting/service.ts';

/**
 * Connections of the background pool on PostgreSQL: mail, pushes and the rounds on timers run a
 * few at a time (lib/background-work.ts), and never take the requests' connections.
 */
const BACKGROUND_POOL_SIZE = 3;

/** A MentorBridge ready to serve, not yet listening. */
export interface MentorBridge {
  app: FastifyInstance;
  context: AppContext;
  /**
   * Stops as a balancer wants: not ready at once, every tab told to reconnect (to another
   * process), requests in flight answered, the timers stopped, then the parts closed.
   */
  close(): Promise<void>;
}

export interface AssemblyOptions {
  /** Start-up, mail and background work log here. */
  log: Logger;
  /** Where each request is logged: stdout at the configured level, a stream, or nowhere. */
  requestLog: 'stdout' | NodeJS.WritableStream | 'off';
  /**
   * The work on timers: the hourly retention sweep, the process lease on calls and open tabs,
   * the calls' minute review, the unread-message mail, the safeguarding check notices and the
   * planner's statistics. The
   * server runs it; tests run each piece when they choose.
   */
  periodicWork: boolean;
  /** Hears every statement the database runs; only the statement budget tests set it. */
  onStatement?: StatementListener;
}

/**
 * The one place MentorBridge is put together, for the server and for every test, so that both
 * run the same start-up: open the database and the shared parts, migrate and seed, forget what
 * an earlier run left, and build the app on one context.
 */
export async function assembleMentorBridge(
  config: Config,
  { log, requestLog, periodicWork, onStatement }: AssemblyOptions,
): Promise<MentorBridge> {
  const db = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
    { onStatement },
  );
  // Work after an answer and on timers gets connections of its own on PostgreSQL, so a send
  // never waits behind it for one (decision 053); SQLite's one connection is shared.
  const backgroundDb = config.databaseUrl
    ? openDatabase(
        { kind: 'postgres', url: config.databaseUrl, poolSize: BACKGROUND_POOL_SIZE },
        { onStatement },
      )
    : db;
  const shared = await connectSharedParts(config, log);
  await prepareDatabase({ db, files: shared.files }, config, log);
  // With one process on its own file, no socket of an earlier run can still be open. On
  // PostgreSQL other processes hold theirs right now; those end by lease, never by a restart.
  if (!config.databaseUrl) {
    await endCallsOfEarlierRuns(db);
    await deleteOpenTabsOfEarlierRuns(db);
  }
  const mailer = createMailOutbox({
    db: backgroundDb,
    transport: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      log,
    }),
    log,
  });
  // Always, periodic work or not: a test's mail that failed once must still go.
  const stopMailOutbox = mailer.start();
  const context = createAppContext(config, { db, backgroundDb, mailer, ...shared }, log);
  const erasedAgain = await eraseReturnedAccounts(context);
  if (erasedAgain > 0) {
    log.warn({ accounts: erasedAgain }, 'accounts erased before a restore were erased again');
  }
  await context.presence.catchUp();
  const app = await buildApp(
    context,
    requestLog === 'off'
      ? { logger: false }
      : { logStream: requestLog === 'stdout' ? undefined : requestLog },
  );
  const stopPeriodicWork = periodicWork
    ? await startPeriodicWork(context, app.log)
    : async () => {};

  return {
    app,
    context,
    async close() {
      context.lifecycle.stopping = true;
      context.realtime.closeAll(realtimeCloseCodes.serverRestarting, 'server restarting');
      await app.close();
      await stopPeriodicWork();
      await context.background.settled();
      await stopMailOutbox();
      await shared.close();
      mailer.close();
      if (backgroundDb !== db) await backgroundDb.destroy();
      await db.destroy();
    },
  };
}

/**
 * Safeguarding check notices are looked for every minute: a notice is due on a day, but on the
 * day a record stops counting, the open tabs of its chats are told within a minute of midnight
 * (decision 052). The look is one indexed range of records.
 */
const CHECK_NOTICES_INTERVAL_MS = 60_000;

/** Calls are looked over every minute, so an expiry at midnight ends them within a minute. */
const CALL_REVIEW_INTERVAL_MS = 60_000;

/** Messages kept for a programme's contact hours go within a minute of the hours opening. */
const KEPT_DELIVERY_INTERVAL_MS = 60_000;

/** Starts the work on timers; answers the function that stops all of it. */
async function startPeriodicWork(context: AppContext, log: FastifyInstance['log']) {
  // On the background pool: a round's queries never keep a send waiting for a connection.
  const onTimers = { ...context, db: context.backgroundDb };
  const stopSweeps = scheduleRetentionSweeps(onTimers, log, RETENTION_SWEEP_INTERVAL_MS);
  const stopLease = await startProcessLease(onTimers, log);
  const stopUnreadMail = repeatEvery(UNREAD_MAIL_RULES.everyMs, () => mailUnreadChats(onTimers), {
    log,
    name: 'unread mail',
    onDone: (mailed) => {
      if (mailed > 0) log.info({ mailed }, 'unread messages mailed');
    },
  });
  void readStoryBitsAhead(context).catch((error: unknown) =>
    log.error({ err: error }, 'reading the story bits ahead failed'),
  );
  const stopCheckNotices = repeatEvery(
    CHECK_NOTICES_INTERVAL_MS,
    () => sendCheckExpiryNotices(onTimers),
    {
      log,
      name: 'safeguarding check notices',
      onDone: (sent) => {
        if (sent > 0) log.info({ sent }, 'safeguarding check notices mailed');
      },
    },
  );
  const stopCallReview = repeatEvery(CALL_REVIEW_INTERVAL_MS, () => reviewCalls(onTimers), {
    log,
    name: 'call review',
    onDone: (ended) => {
      if (ended > 0) log.info({ ended }, 'calls ended: their chats may no longer talk');
    },
  });
  const stopKeptDelivery = repeatEvery(
    KEPT_DELIVERY_INTERVAL_MS,
    () => deliverKeptMessages(onTimers),
    {
      log,
      name: 'contact hours',
      onDone: (delivered) => {
        if (delivered > 0) log.info({ delivered }, 'messages kept for contact hours delivered');
      },
    },
  );
  const stopStatistics = repeatEvery(
    PLANNER_STATISTICS_INTERVAL_MS,
    () => refreshPlannerStatistics(onTimers.db),
    { log, name: 'planner statistics' },
  );
  const stopBackups = scheduleBackups(context, log);
  return async () => {
    await stopBackups();
    await stopSweeps();
    await stopUnreadMail();
    await stopStatistics();
    await stopCheckNotices();
    await stopCallReview();
    await stopKeptDelivery();
    await stopLease();
  };
}
