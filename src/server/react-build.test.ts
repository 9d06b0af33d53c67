// npm start, npm run serve and npm run bench render with production React unless NODE_ENV says
// otherwise: each goes through scripts/production-env.mjs before anything imports React.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadedReactBuild } from './react-build';

/** Renders a page with react-dom/server in a fresh node, preloading production-env.mjs as npm run serve does; returns the React build it used. */
function buildInChild(env: Record<string, string | undefined>, preload: boolean): string {
  const probe = [
    "const { createElement } = await import('react');",
    "const { renderToString } = await import('react-dom/server');",
    "renderToString(createElement('p', null, 'x'));",
    "const { createRequire } = await import('node:module');",
    'const files = Object.keys(createRequire(import.meta.url).cache);',
    'const file = files.find((name) => /react-dom-server[.-][\\w.-]*\\.(production|development)\\.js$/.test(name));',
    "console.log(/production/.test(file) ? 'production' : 'development');",
  ].join('\n');
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const args = [...(preload ? ['--import', './scripts/production-env.mjs'] : []), '--input-type=module', '-e', probe];
  return execFileSync(process.execPath, args, { env: { ...rest, ...env }, encoding: 'utf8' }).trim();
}

describe('the React build the server renders with', () => {
  it('is production through scripts/production-env.mjs, and development only when NODE_ENV asks for it', () => {
    expect(buildInChild({}, true)).toBe('production');
    expect(buildInChild({ NODE_ENV: 'development' }, true)).toBe('development');
    // Without it, an unset NODE_ENV means React's development build (the 1.41× slower renders).
    expect(buildInChild({}, false)).toBe('development');
  });

  it('is what npm start, npm run serve and npm run bench load before the server', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe('node --max-semi-space-size=4 --import ./scripts/production-env.mjs dist/server/main.js');
    expect(scripts.start).toBe('node --max-semi-space-size=4 scripts/start.mjs');
    expect(scripts.bench).toBe('node scripts/bench.mjs');
    for (const script of ['scripts/start.mjs', 'scripts/bench.mjs']) {
      const firstImport = /^import .*$/m.exec(readFileSync(script, 'utf8'))?.[0];
      expect(firstImport, script).toBe("import './production-env.mjs';");
    }
  });

  it('runs in a node whose young generation is 4 MB per half, wherever the product starts (docs/decisions/007)', () => {
    // The flag is read when V8 sets up its heap: only the command line of the server's own node counts.
    const commands = [
      ['Dockerfile', /^CMD \[(.*)\]$/m],
      ['deploy/heartfelt-sites.service', /^ExecStart=(.*)$/m],
      ['deploy/heartfelt-sites@.service', /^ExecStart=(.*)$/m],
      ['scripts/bench/servers.mjs', /pinned\(plan, 'server', process\.execPath, \[(.*'dist\/server\/main\.js')\]\)/],
    ] as const;
    for (const [file, pattern] of commands) {
      const command = pattern.exec(readFileSync(file, 'utf8'))?.[1];
      expect(command, file).toMatch(/^(?:\S*node\s|"node", |)['"]?--max-semi-space-size=4['"]?[ ,]/);
      expect(command, file).toMatch(/dist\/server\/main\.js/);
    }
  });

  it('is read from the module cache', () => {
    expect(loadedReactBuild({})).toBeNull();
    expect(loadedReactBuild({ '/app/node_modules/react-dom/cjs/react-dom-server.node.production.js': {} })).toBe('production');
    expect(loadedReactBuild({ '/app/node_modules/react-dom/cjs/react-dom-server-legacy.node.development.js': {} })).toBe('development');
  });
});
