import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The rules' sentences are read in English.
    setupFiles: ['src/i18n/english-for-tests.ts'],
    // The safety prefilters' tests run 12,000 messages through each check, twice: seconds on a
    // busy 2-core runner, past vitest's default of five.
    testTimeout: 30_000,
  },
});
