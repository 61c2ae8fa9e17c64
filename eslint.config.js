import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Read from the folder, so the boundary rule below covers a new feature with no edit here.
const serverFeatures = readdirSync(new URL('apps/server/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // 'import { type A }' keeps a bare import of the module: a schema module would drag zod in.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      // The domain package is isomorphic: no I/O, nothing from server or web.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@mentorbridge/server*', '@mentorbridge/web*', 'fs', 'path'] },
      ],
    },
  },
  {
    files: ['apps/server/src/**'],
    ignores: [
      // repository.ts and the named ones beside it (session-repository.ts, …).
      'apps/server/src/**/*repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      // Only repositories write SQL; everything else calls them.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'SQL lives in repository.ts files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    // A test sets up its world through the shortest way in, some of which no feature may use (a
    // lead is made only by the lead:create command's function); and nothing imports a test, so
    // a test cannot tie two features together.
    ignores: ['apps/server/src/features/**/*.test.ts'],
    rules: {
      // A feature uses another only through that feature's service.ts (decision 033): the rest
      // of a feature is its own to change, and two features cannot reach into each other.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // '../chat/repository.ts', or '../../features/chat/…' from anywhere in a feature.
              regex: `^(?:\\.\\./)+(?:features/)?(?:${serverFeatures.join('|')})/(?!service\\.ts$)`,
              caseSensitive: true,
              message:
                'Another feature is used only through its service.ts (decision 033): call a function there, or add one that says what it is for.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app talks to the server over HTTP only.
      'no-restricted-imports': ['error', { patterns: ['@mentorbridge/server*', 'node:*'] }],
    },
  },
  {
    // Web Push: a classic script the service worker loads with importScripts (vite.config.ts).
    files: ['apps/web/public/push-handler.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // The web app's build steps run in Node, not in the browser.
    files: ['apps/web/build/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
);
