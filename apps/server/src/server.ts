import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { createAppContext } from './app-context.ts';
import { loadConfig } from './config.ts';
import { openDatabase, sqliteFileIn } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createMailer } from './mail/mailer.ts';
import { RETENTION_SWEEP_INTERVAL_MS } from './retention/policy.ts';
import { scheduleRetentionSweeps } from './retention/schedule.ts';

/**
 * Starts MentorBridge: migrate, seed the demo once, listen, sweep expired data hourly, and shut
 * down cleanly on a signal.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
  );
  await prepareDatabase(db, config, log);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log,
  });
  const context = createAppContext(config, { db, mailer });
  const app = await buildApp(context);
  const stopSweeps = scheduleRetentionSweeps(context, app.log, RETENTION_SWEEP_INTERVAL_MS);

  const shutDown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await stopSweeps();
    await app.close();
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
