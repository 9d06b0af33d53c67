// A production install (`npm ci --omit=dev` after `npm run build`, as the Dockerfile does) has the
// dependencies of package.json and none of its devDependencies (issue 18 item 15). The compiled
// server (built as `npm run build` builds it, into a folder of its own: testing/server-build.ts) and the scripts that
// start it may therefore import only Node's modules and dependencies: a development package
// imported at run time would crash the server on a production install. Cheaper than an install.
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuild } from './testing/server-build';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
/** What the production start runs before dist/server/main.js (npm start, npm run serve, users, backup). */
const START_SCRIPTS = ['scripts/start.mjs', 'scripts/production-env.mjs', 'scripts/build-if-needed.mjs', 'scripts/users.mjs', 'scripts/backup.mjs', 'scripts/wait-ready.mjs'];

/** Static and literal dynamic import specifiers of an ES module as Rollup writes it (one statement a line). */
function importSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** The package a bare specifier names (`react-dom/server` → `react-dom`, `@scope/name/x` → `@scope/name`); null for files and Node's modules. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the production start', () => {
  let outDir = '';
  beforeAll(() => {
    outDir = serverBuild();
  }, 180_000);

  it('reads import statements and names their packages', () => {
    expect(importSpecifiers('import { a } from "fastify";\nimport "./chunk.js";\nexport { b } from \'@fastify/cookie/x\';\nconst m = await import("pg");\n')).toEqual([
      'fastify',
      '@fastify/cookie/x',
      './chunk.js',
      'pg',
    ]);
    expect(['react-dom/server', '@fastify/cookie/x', 'node:fs', 'fs/promises', './a.js'].map(packageOf)).toEqual(['react-dom', '@fastify/cookie', null, null, null]);
  });

  it('imports only dependencies, never a devDependency, from the compiled server and its start scripts', () => {
    const files = [...jsFiles(outDir), ...START_SCRIPTS];
    const imported = new Map<string, string>();
    for (const file of files) for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name && !imported.has(name)) imported.set(name, path.relative(outDir, file).startsWith('..') ? file : `dist/server/${path.relative(outDir, file)}`);
    }
    expect(imported.has('fastify') && imported.has('react')).toBe(true);
    const outside = [...imported].filter(([name]) => !(name in manifest.dependencies)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(outside).toEqual([]);
  });
});
