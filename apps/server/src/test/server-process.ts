import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export { freePort } from '@mentorbridge/testing/free-port';

/** The real server as a separate process, so it can be killed or stopped by a signal. */
export function startServer(
  port: number,
  dataDir: string,
  environment: Record<string, string> = {},
): { process: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (let tries = 0; tries < 200; tries++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  })();
  return { process: child, ready };
}

/** Logs a demo account in over real HTTP; returns its Cookie header value. */
export async function logInDemo(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/log-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('mb_session='));
  if (!cookie) throw new Error(`could not log in ${email}`);
  return cookie.split(';')[0] ?? '';
}
