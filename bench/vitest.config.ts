import { defineConfig } from 'vitest/config';

// The bench's own unit tests: the runner and the report, with stand-in benchmarks. Nothing here
// starts a server or measures anything (`npm run bench` does).
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
