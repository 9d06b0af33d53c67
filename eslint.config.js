// Lint rules, and the architecture of STYLE.md enforced by import-x (no-restricted-paths, no-cycle):
//   shared ← client core ← features ← sites ← app;  shared ← server;  client and server meet only
//   in shared (the one bridge: src/server/main.ts hands the page renderer to the server);
//   features never import each other; shared components import no core; only src/server/db talks
//   to the database, and the server's layers point one way: routes → services → db (db imports no
//   services, routes, http or pages; routes no db); only main.ts and test support take the renderer.
// tests/lint/boundaries.test.ts lints probe files and proves each rule fails when crossed.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** Which folders may not import which (target: the importing files; from: what they may not import). */
const ZONES = [
  zone('./src/shared', './src/client', 'src/shared is pure: it imports neither client nor server code.'),
  zone('./src/shared', './src/server', 'src/shared is pure: it imports neither client nor server code.'),
  zone('./src/client', './src/server', 'The client never imports server code; they meet in src/shared.'),
  zone('./src/server', './src/client', 'The server never imports client code; they meet in src/shared (main.ts hands over the page renderer).', [
    './entry-server.tsx',
  ]),
  ...['./src/client/features', './src/client/sites', './src/client/app'].map((from) =>
    zone('./src/client/core', from, 'The core layer (i18n, settings, auth, pages, site) is what features build on: it imports no feature, site or app code.'),
  ),
  ...['./src/client/core', './src/client/features', './src/client/sites', './src/client/app'].map((from) =>
    zone('./src/client/components', from, 'Shared components import no core, feature, site or app code: their texts come by props.'),
  ),
  ...['./src/client/features', './src/client/sites', './src/client/app'].map((from) =>
    zone('./src/client/lib', from, 'src/client/lib imports no feature, site or app code.'),
  ),
  ...['./src/client/sites', './src/client/app'].map((from) => zone('./src/client/features', from, 'Features do not depend on sites or the app shell.')),
  zone('./src/client/sites', './src/client/app', 'Sites do not depend on the app shell.'),
  zone('./src/server/routes', './src/server/db', 'Routes reach the database through services (or a port app.ts hands them), never src/server/db.'),
  zone('./src/server/services', './src/server/routes', 'Services know no routes: routes call services.'),
  ...['./src/server/services', './src/server/routes', './src/server/http', './src/server/pages'].map((from) =>
    zone('./src/server/db', from, 'src/server/db is the bottom layer: it imports no services, routes, http or pages.'),
  ),
  ...FEATURES.map((feature) =>
    zone(`./src/client/features/${feature}`, './src/client/features', `Features do not import each other: move what '${feature}' needs into core or components.`, [`./${feature}`]),
  ),
];

/** The page renderer: only main.ts and test support hand it to buildServer, and the render worker renders with it (the zone applies to the other server files). */
const RENDERER_ZONE = zone('./src/server', './src/client/entry-server.tsx', 'Only main.ts (and test support) hand the page renderer to buildServer; only the render worker renders with it besides.');

const BROWSER_GLOBALS = ['window', 'self', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'matchMedia'];
const NODE_GLOBALS = ['process', 'Buffer', '__dirname', '__filename', 'require', 'global'];
const restrictedGlobals = (names, message) => ['error', ...names.map((name) => ({ name, message }))];
/** The same globals reached through globalThis (globalThis.localStorage), which no-restricted-globals does not see. */
const restrictedGlobalThis = (names, message) => ['error', ...names.map((property) => ({ object: 'globalThis', property, message }))];

const banImports = (entries) => ['error', { paths: entries.filter((entry) => entry.name), patterns: entries.filter((entry) => entry.group) }];
const DATABASE_LIBRARIES = [
  { name: 'kysely', allowTypeImports: true, message: 'Only src/server/db talks to the database.' },
  { name: 'pg', message: 'Only src/server/db talks to the database.' },
  { name: '@electric-sql/pglite', message: 'Only src/server/db talks to the database.' },
];
const CLIENT_BANS = [
  { group: ['node:*'], message: 'The client runs in the browser: no Node APIs.' },
  ...['zod', 'fastify', 'kysely', 'pg', 'jose', 'nodemailer'].map((name) => ({ name, message: 'A server-only library: the client bundle must not carry it.' })),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle parses the imported modules too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/main.ts', 'src/server/pages/render-worker.ts', 'src/server/testing/**', 'src/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...ZONES, RENDERER_ZONE] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': banImports([
        { group: ['react', 'react-*', 'node:*'], message: 'src/shared is pure: no React, no Node APIs.' },
        ...DATABASE_LIBRARIES,
      ]),
      'no-restricted-globals': restrictedGlobals([...BROWSER_GLOBALS, ...NODE_GLOBALS], 'src/shared is pure: no browser or Node globals.'),
      'no-restricted-properties': restrictedGlobalThis([...BROWSER_GLOBALS, ...NODE_GLOBALS], 'src/shared is pure: no browser or Node globals, also not through globalThis.'),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': banImports(CLIENT_BANS) },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**'],
    rules: { 'no-restricted-imports': banImports(DATABASE_LIBRARIES) },
  },
  {
    files: ['scripts/**/*.mjs', 'src/server/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
