import './i18n/languages.ts';
import pino from 'pino';
import { markDataDirInUse } from './backup/server-pid.ts';
import { loadConfig } from './config.ts';
import { assembleMentorBridge } from './mentorbridge.ts';
import { backupNotice, mailNotice, refusalToStart, turnNotice } from './start-checks.ts';

/** A stop that takes longer than this (a request stuck on a dead database) is cut short. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Starts MentorBridge from the environment: assembled as every test assembles it, with its
 * work on timers (sweeps, lease, unread mail), listening, and shut down cleanly on a signal.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = refusalToStart(config);
  if (refusal) throw new Error(refusal);
  const log = pino({ level: config.logLevel });
  const notices = [mailNotice(config), backupNotice(config), turnNotice(config)];
  for (const notice of notices) if (notice) log.warn(notice);
  // A restore refuses to change the data folder while this server runs (backup/restore-backup.ts).
  const unmarkDataDir = markDataDirInUse(config.dataDir);
  const { app, close } = await assembleMentorBridge(config, {
    log,
    requestLog: 'stdout',
    periodicWork: true,
  });

  const shutDown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await close();
    unmarkDataDir();
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
