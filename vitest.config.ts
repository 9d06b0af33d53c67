import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases.ts';
import { TEST_CHROMIUM_PATH, chromiumFlags } from './scripts/chromium-flags.mjs';

export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.component.test.tsx'],
          environment: 'node',
          // Pure rules: the files share their workers' module cache instead of each loading its
          // imports anew (a quarter of the time). A file that mocks modules, stubs globals or
          // leaves fake timers running would need a project of its own with isolation.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          // Migrates one embedded database that every file then opens a copy of.
          globalSetup: ['src/server/testing/int-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One process for all files, one after the other: each file builds its own servers and
          // databases and closes them, so the files need no process of their own; sharing one
          // spares each file loading PGlite, Fastify and the page renderer again.
          isolate: false,
        },
      },
      {
        // Components in a real browser (docs/decisions/009): Debian's Chromium, launched with the
        // same flags as the e2e tests. Generous timeouts: the assertions retry until the page
        // shows what they expect, so a busy machine only makes them slower, never wrong.
        extends: true,
        plugins: [react()],
        test: {
          name: 'component',
          include: ['src/**/*.component.test.tsx'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: chromiumFlags('MAP *.example 127.0.0.1') },
              // The catalogue editor copies and pastes through the asynchronous clipboard API.
              contextOptions: { locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 900 },
            screenshotDirectory: '.tmp/component-screenshots',
          },
        },
      },
    ],
  },
});
