import { availableParallelism } from 'node:os';
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
    // A file spends much of its time waiting on PostgreSQL and the disk, so every core runs one
    // (Vitest's own default leaves one core idle: on CI's two cores, one file at a time).
    maxWorkers: availableParallelism(),
  },
});
