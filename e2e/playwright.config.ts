import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './engines/engine-driver.ts';
import { type AppServer, mainApp, meetingApp } from './support/app-servers.ts';
import { mailCatcherServer, meetingStandInServer, turnServer } from './support/peer-servers.ts';
import {
  APP_PORT,
  CLASSROOM_DATA_DIR,
  CLASSROOM_PORT,
  CLASSROOM_URL,
  MEETING_APP_PORT,
  MEETING_ORIGIN,
  SMTP_PORT,
} from './support/ports.ts';
import { TURN_SECRET, TURN_URLS } from './support/turn.ts';

const reportDir = path.resolve(import.meta.dirname, '../.test-reports');

/** The journeys in Debian's Chromium; the scale-out journey runs in it too. */
export const chromiumProject = {
  name: 'chromium',
  testDir: 'tests',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium: Playwright cannot download browsers here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Calls are tested with Chromium's fake camera and microphone (a test pattern and a
        // beep), and the permission to use them is granted without the prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
};

export default defineConfig<{ engine: EngineName }>({
  // A journey's budget. The first checked mentor in each worker also makes that worker's
  // safeguarding lead (a sign-up and the lead:create command: several seconds on two busy
  // cores), which a long journey must fit as well.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]],
  use: {
    baseURL: mainApp.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker serves the shell from its cache, where a journey's own routes
    // would not see it; the installable-app journey allows it (installable-app.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    chromiumProject,
    // Firefox ESR and WebKitGTK from Debian's packages, which Playwright cannot drive: the phone
    // journeys and a smoke of the main ones, through WebDriver (engines/).
    { name: 'firefox', testDir: 'engines/tests', use: { engine: 'firefox' } },
    { name: 'webkit', testDir: 'engines/tests', use: { engine: 'webkit' } },
  ],
  webServer: [
    mailCatcherServer,
    meetingStandInServer,
    turnServer,
    // Every journey signs up from the same address, many more people than a class: limits x50.
    // Calls are in the app (the default), relayed by the local coturn when they need it.
    appServer(APP_PORT, mainApp, {
      RATE_LIMIT_FACTOR: '50',
      TURN_URLS,
      TURN_SECRET,
    }),
    // The classroom journey: the limits the app ships with.
    appServer(CLASSROOM_PORT, { url: CLASSROOM_URL, dataDir: CLASSROOM_DATA_DIR }, {}),
    // The call journeys of a school that runs its own meeting service (calls.spec.ts).
    appServer(MEETING_APP_PORT, meetingApp, {
      RATE_LIMIT_FACTOR: '50',
      VIDEO_SERVICE: 'jitsi',
      VIDEO_MEETING_URL: MEETING_ORIGIN,
    }),
  ],
});

/** The real server, serving the built web app, on a fresh database every run. */
function appServer(port: number, { url, dataDir }: AppServer, env: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && tsx ../apps/server/src/server.ts`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}
