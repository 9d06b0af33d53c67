// Lint rules, including the dependency direction of STYLE.md: shared <- features <- sites <- app,
// features do not import each other, and only src/server/db imports Kysely.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noImport = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group, message })) }];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': noImport([['react', 'react-*', 'node:*', '**/client/**', '**/server/**']], 'src/shared is pure: no React, no Node, no client or server code.') },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport([['**/server/**', 'node:*', 'kysely', 'zod']], 'The client must not import server code, Node APIs or server-only libraries.') },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport([['**/sites/**', '**/app/**', '**/server/**']], 'Features do not depend on sites or the app shell.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'kysely', allowTypeImports: true, message: 'Only src/server/db runs SQL.' }] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'src/server/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
