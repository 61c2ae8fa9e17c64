import { startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { startServer, type ServerProcess } from './processes.ts';

interface ServerOptions {
  env?: NodeJS.ProcessEnv;
  pinned?: boolean;
  /** What the server is for, naming its CPU profile's folder (support/processes.ts). */
  label?: string;
}

/**
 * MentorBridge as production runs it (the build of `npm run build`), on a data folder a
 * benchmark prepared, quiet apart from warnings. `env` adds to that (DATABASE_URL, REDIS_URL);
 * `pinned: false` leaves the process to the scheduler, on any core. Its mail goes to a catcher
 * of its own, stopped with it, unless `env` names an SMTP_URL: a server on PostgreSQL or behind
 * https:// refuses to start without SMTP, as a deployed one does.
 */
export async function startMentorBridge(
  dataDir: string,
  port: number,
  { env = {}, pinned = true, label }: ServerOptions = {},
): Promise<ServerProcess> {
  const mail = env.SMTP_URL ? null : await startMailCatcher();
  try {
    const server = await startServer('apps/server/dist/server.js', {
      port,
      pinned,
      label,
      readyPath: '/readyz',
      env: {
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
        ...env,
      },
    });
    return {
      ...server,
      async stop(signal) {
        await server.stop(signal);
        await mail?.close();
      },
    };
  } catch (error) {
    await mail?.close();
    throw error;
  }
}

/**
 * MentorBridge under a chat load. Each of a load's clients sends far faster than a person types,
 * so the chat's send limit per person (decision 044) would refuse the load it is there to
 * measure; it is lifted, as the tests lift every limit.
 */
export function startMentorBridgeUnderChatLoad(
  dataDir: string,
  port: number,
  { env = {}, pinned = true, label }: ServerOptions = {},
): Promise<ServerProcess> {
  return startMentorBridge(dataDir, port, {
    env: { RATE_LIMIT_FACTOR: '1000', ...env },
    pinned,
    label,
  });
}
