// Probe files for the architecture rules of eslint.config.js: each crosses one boundary and must
// fail with the rule that guards it; an allowed import must pass. (The cycle probe is written to
// disk for the moment of the test, since a cycle needs two real files.)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const PROBES: { name: string; file: string; code: string; rule: string }[] = [
  { name: 'a feature importing another feature', file: 'src/client/features/autoclave/probe.ts', code: "import { EVENT_KINDS } from '@client/features/time-recording/model/events';\nexport const probe = EVENT_KINDS;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a feature importing a site', file: 'src/client/features/autoclave/probe.ts', code: "import { site } from '@client/sites/forum/routes';\nexport const probe = site;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a feature importing node:fs', file: 'src/client/features/autoclave/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n", rule: 'no-restricted-imports' },
  { name: 'a feature importing kysely', file: 'src/client/features/autoclave/probe.ts', code: "import { sql } from 'kysely';\nexport const probe = sql;\n", rule: 'no-restricted-imports' },
  { name: 'a feature importing zod', file: 'src/client/features/autoclave/probe.ts', code: "import { z } from 'zod';\nexport const probe = z;\n", rule: 'no-restricted-imports' },
  { name: 'the client importing the server', file: 'src/client/app/probe.ts', code: "import { buildServer } from '@server/app';\nexport const probe = buildServer;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'the server importing the client', file: 'src/server/routes/probe.ts', code: "import { App } from '@client/app/app';\nexport const probe = App;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a server route importing the page renderer', file: 'src/server/routes/probe.ts', code: "import { renderPage } from '@client/entry-server';\nexport const probe = renderPage;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'the page routes importing the renderer by a relative path', file: 'src/server/pages/probe.ts', code: "import { renderPage } from '../../client/entry-server';\nexport const probe = renderPage;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'app.ts loading the renderer with import()', file: 'src/server/app.ts', code: "export const probe = () => import('@client/entry-server');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a server route importing src/server/db', file: 'src/server/routes/system/probe.ts', code: "import type { DatabaseHandle } from '@server/db/database';\nexport type Probe = DatabaseHandle;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a server route loading src/server/db with import()', file: 'src/server/routes/system/probe.ts', code: "export const probe = () => import('../../db/database');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a service importing a route', file: 'src/server/services/probe.ts', code: "import { systemRoutes } from '@server/routes/system/system.routes';\nexport const probe = systemRoutes;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a service loading a route with import()', file: 'src/server/services/probe.ts', code: "export const probe = () => import('../routes/system/system.routes');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'src/server/db importing a service', file: 'src/server/db/probe.ts', code: "import { SessionService } from '@server/services/session.service';\nexport const probe = SessionService;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'src/server/db importing a route', file: 'src/server/db/probe.ts', code: "import { systemRoutes } from '../routes/system/system.routes';\nexport const probe = systemRoutes;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'src/server/db importing http', file: 'src/server/db/probe.ts', code: "import { sendError } from '@server/http/errors';\nexport const probe = sendError;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'src/server/db loading pages with import()', file: 'src/server/db/probe.ts', code: "export const probe = () => import('@server/pages/page-cache');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a shared component importing the core', file: 'src/client/components/probe.tsx', code: "import { useTranslation } from '@client/core/i18n/i18n-context';\nexport const probe = useTranslation;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a shared component loading the core with import()', file: 'src/client/components/probe.tsx', code: "export const probe = () => import('../core/site/use-now');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a feature loading another feature with import()', file: 'src/client/features/autoclave/probe.ts', code: "export const probe = () => import('@client/features/time-recording/model/events');\n", rule: 'import-x/no-restricted-paths' },
  { name: 'shared importing client code', file: 'src/shared/probe.ts', code: "import { api } from '@client/lib/api';\nexport const probe = api;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'shared importing server code', file: 'src/shared/probe.ts', code: "import { loadRegistry } from '@server/registry';\nexport const probe = loadRegistry;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'shared using window', file: 'src/shared/probe.ts', code: 'export const probe = window.innerWidth;\n', rule: 'no-restricted-globals' },
  { name: 'shared using localStorage', file: 'src/shared/probe.ts', code: "export const probe = localStorage.getItem('x');\n", rule: 'no-restricted-globals' },
  { name: 'shared using process', file: 'src/shared/probe.ts', code: 'export const probe = process.env.PORT;\n', rule: 'no-restricted-globals' },
  { name: 'shared using document', file: 'src/shared/probe.ts', code: 'export const probe = document.title;\n', rule: 'no-restricted-globals' },
  { name: 'shared using self.location', file: 'src/shared/probe.ts', code: 'export const probe = self.location.href;\n', rule: 'no-restricted-globals' },
  { name: 'shared using globalThis.localStorage', file: 'src/shared/probe.ts', code: "export const probe = globalThis.localStorage.getItem('x');\n", rule: 'no-restricted-properties' },
  { name: 'shared taking localStorage out of globalThis', file: 'src/shared/probe.ts', code: "const { localStorage } = globalThis;\nexport const probe = localStorage.getItem('x');\n", rule: 'no-restricted-properties' },
  { name: 'shared using globalThis.window', file: 'src/shared/probe.ts', code: 'export const probe = globalThis.window.innerWidth;\n', rule: 'no-restricted-properties' },
  { name: 'shared using globalThis.process', file: 'src/shared/probe.ts', code: 'export const probe = globalThis.process.env.PORT;\n', rule: 'no-restricted-properties' },
  { name: 'the core layer importing a feature', file: 'src/client/core/i18n/probe.ts', code: "import { PROPERTY } from '@client/features/property-listing/model/property';\nexport const probe = PROPERTY;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a server route querying the database', file: 'src/server/routes/probe.ts', code: "import { sql } from 'kysely';\nexport const probe = sql;\n", rule: 'no-restricted-imports' },
  { name: 'a server service importing pg', file: 'src/server/services/probe.ts', code: "import pg from 'pg';\nexport const probe = pg;\n", rule: 'no-restricted-imports' },
];

describe('architecture boundaries', () => {
  it.each(PROBES)('refuses $name', async ({ file, code, rule }) => {
    expect(await rulesBroken(file, code)).toContain(rule);
  });

  it('lets a feature use the core, components and shared code', async () => {
    const code = "import { useTranslation } from '@client/core/i18n/i18n-context';\nimport { Gallery } from '@client/components/gallery';\nimport { LANGUAGES } from '@shared/languages';\nexport const probe = [useTranslation, Gallery, LANGUAGES];\n";
    expect(await rulesBroken('src/client/features/autoclave/probe.ts', code)).toEqual([]);
  });

  it.each([
    { name: 'main.ts', file: 'src/server/main.ts', code: "import * as renderer from '@client/entry-server';\nexport const probe = renderer;\n" },
    { name: 'the render worker', file: 'src/server/pages/render-worker.ts', code: "import * as renderer from '@client/entry-server';\nexport const probe = renderer;\n" },
    { name: 'the test server', file: 'src/server/testing/test-server.ts', code: "export const probe = () => import('@client/entry-server');\n" },
    { name: 'a server test', file: 'src/server/pages/probe.int.test.ts', code: "export const probe = () => import('../../client/entry-server');\n" },
  ])('lets $name take the page renderer', async ({ file, code }) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });

  it('lets routes use services and the core hand texts to components', async () => {
    expect(await rulesBroken('src/server/routes/probe.ts', "import { SessionService } from '@server/services/session.service';\nexport const probe = SessionService;\n")).toEqual([]);
    expect(await rulesBroken('src/client/core/i18n/probe.ts', "import type { GalleryTexts } from '@client/components/gallery';\nexport type Probe = GalleryTexts;\n")).toEqual([]);
  });

  describe('import cycles', () => {
    const folder = 'src/client/core/lint-probe';
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses two modules that import each other', async () => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}/a.ts`, "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(`${folder}/b.ts`, "import { a } from './a';\nexport const b = () => a;\n");
      expect(await rulesBroken(`${folder}/a.ts`, "import { b } from './b';\nexport const a = () => b;\n")).toContain('import-x/no-cycle');
    });
  });
}, 120_000);
