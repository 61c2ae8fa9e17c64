import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/english.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one PostgreSQL server but each gets its own database.
    pool: 'forks',
  },
});
