import path from 'node:path';
import pino from 'pino';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { buildApp } from './app.ts';
import { createAppContext } from './app-context.ts';
import { loadConfig } from './config.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startProcessLease } from './features/calls/process-lease.ts';
import { mailUnreadChats, UNREAD_MAIL_RULES } from './features/notifications/unread-mail.ts';
import { repeatEvery } from './lib/repeat.ts';
import { createMailer } from './mail/mailer.ts';
import { RETENTION_SWEEP_INTERVAL_MS } from './retention/policy.ts';
import { scheduleRetentionSweeps } from './retention/schedule.ts';
import { connectSharedParts } from './shared-parts.ts';

/** A stop that takes longer than this (a request stuck on a dead database) is cut short. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Starts MentorBridge: migrate, seed the demo once, listen, sweep expired data hourly, mail
 * unread messages every minute, and shut down cleanly on a signal.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
  );
  const shared = await connectSharedParts(config, log);
  await prepareDatabase({ db, files: shared.files }, config, log);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log,
  });
  const context = createAppContext(config, { db, mailer, ...shared }, log);
  const app = await buildApp(context);
  const stopSweeps = scheduleRetentionSweeps(context, app.log, RETENTION_SWEEP_INTERVAL_MS);
  const stopLease = await startProcessLease(context, app.log);
  const stopUnreadMail = repeatEvery(UNREAD_MAIL_RULES.everyMs, () => mailUnreadChats(context), {
    log: app.log,
    name: 'unread mail',
    onDone: (mailed) => {
      if (mailed > 0) app.log.info({ mailed }, 'unread messages mailed');
    },
  });

  /**
   * Stops as a balancer wants: not ready at once, every tab told to reconnect (to another
   * process), no new connections, requests in flight answered, then the parts closed.
   */
  const shutDown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    context.lifecycle.stopping = true;
    context.realtime.closeAll(realtimeCloseCodes.serverRestarting, 'server restarting');
    await app.close();
    await stopSweeps();
    await stopUnreadMail();
    await stopLease();
    await context.background.settled();
    await shared.close();
    mailer.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`MentorBridge is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
