import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailCatcherServer, meetingStandInServer } from './support/peer-servers.ts';
import { APP_DATA_DIR, APP_PORT, APP_URL, MEETING_ORIGIN, SMTP_PORT } from './support/ports.ts';

const reportDir = path.resolve(import.meta.dirname, '../.test-reports');

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: path.join(reportDir, 'e2e.json') }]],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
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
          ],
        },
      },
    },
  ],
  webServer: [
    mailCatcherServer,
    meetingStandInServer,
    {
      // A fresh database every run; the real server, serving the built web app.
      command: `rm -rf ${APP_DATA_DIR} && tsx ../apps/server/src/server.ts`,
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(APP_PORT),
        DATA_DIR: APP_DATA_DIR,
        PUBLIC_URL: APP_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        DEMO_DATA: 'on',
        VIDEO_MEETING_URL: MEETING_ORIGIN,
        LOG_LEVEL: 'warn',
        // Every journey signs up from the same address.
        RATE_LIMIT_FACTOR: '50',
      },
    },
  ],
});
