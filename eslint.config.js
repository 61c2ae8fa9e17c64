import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The web app's build steps run in Node, not in the browser.
    files: ['apps/web/build/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
);
