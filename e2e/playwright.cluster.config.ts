import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig, { chromiumProject } from './playwright.config.ts';
import { mailCatcherServer } from './support/peer-servers.ts';
import { CLUSTER_URL } from './support/cluster/cluster-ports.ts';

const reportDir = path.resolve(import.meta.dirname, '../.test-reports');

/**
 * The scale-out journey (decision 025): the same browser, against nginx in front of two server
 * processes on PostgreSQL, Redis and S3-compatible storage.
 */
export default defineConfig({
  ...baseConfig,
  // Chromium alone, on its own journeys (a project's testDir wins over the config's).
  projects: [{ ...chromiumProject, testDir: 'cluster' }],
  workers: 1,
  reporter: [['list'], ['json', { outputFile: path.join(reportDir, 'e2e-cluster.json') }]],
  use: { ...baseConfig.use, baseURL: CLUSTER_URL },
  webServer: [
    mailCatcherServer,
    {
      command: 'tsx support/cluster/start-cluster.ts',
      url: `${CLUSTER_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Lets it stop PostgreSQL, Redis and nginx, which outlive a plain kill.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
