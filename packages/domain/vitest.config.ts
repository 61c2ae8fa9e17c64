import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The rules' sentences are read in English.
    setupFiles: ['src/i18n/english-for-tests.ts'],
  },
});
