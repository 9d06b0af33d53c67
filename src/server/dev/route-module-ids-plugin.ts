// Vite plugin: in the route tables (src/client/sites, src/client/app), every `() => import('…')`
// gets the imported module's source path as `moduleId`, relative to the Vite root — the key of
// the build manifest. The server looks up a matched page's chunk and styles by it, so the HTML
// preloads them instead of the browser discovering them one round trip later. Only the server's
// build (and the development server's renderer) gets them: the browser never reads them, and in
// the client's entry chunk they were some 2 KB of paths that every first visit downloaded.
import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTE_TABLE_FILE = /\/src\/client\/(sites|app)\/.+\.tsx?$/;
const LOADER = /\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

export function routeModuleIdsPlugin(): Plugin {
  let root = '';
  return {
    name: 'route-module-ids',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (this.environment.config.consumer !== 'server') return null;
      const file = id.split('?')[0]!;
      if (!ROUTE_TABLE_FILE.test(file) || !code.includes('import(')) return null;
      const matches = [...code.matchAll(LOADER)];
      if (!matches.length) return null;
      let result = '';
      let last = 0;
      for (const match of matches) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) continue;
        const moduleId = path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/');
        result += `${code.slice(last, match.index)}Object.assign(${match[0]}, { moduleId: ${JSON.stringify(moduleId)} })`;
        last = match.index + match[0].length;
      }
      return { code: result + code.slice(last), map: null };
    },
  };
}
