import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Node, with no DOM library: the code under test uses only the global timers and takes the
    // socket and the page's address through its constructor (see lib/realtime-client.ts), and a
    // view is tested as React renders it to HTML (test-support/rendered-view.tsx).
    environment: 'node',
    // Views are read in English, as the first language of the catalogue.
    setupFiles: ['../../packages/domain/src/i18n/english-for-tests.ts'],
  },
});
