import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import what (layers, features, circles) is checked by dependency-cruiser instead:
// .dependency-cruiser.mjs, run by `npm run check:structure`.
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
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Every word a view shows comes from the catalogue, in the reader's language (decision 061):
    // text written straight into JSX fails. Allowed: the brand, symbols and numbers, web
    // addresses (a help line's).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test-support/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          words: { exclude: ['^MentorBridge$', '^[^A-Za-z]*$', '^[a-z0-9.-]+\\.(com|org|uk)$'] },
        },
      ],
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
  },
);
