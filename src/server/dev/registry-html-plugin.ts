// Vite plugin for `npm run dev`: the dev server injects the site registry just as the real server does.
import type { Plugin } from 'vite';
import { injectRegistry } from '../http/shell-html.ts';
import { loadRegistry } from '../registry.ts';

export function registryHtmlPlugin(): Plugin {
  return {
    name: 'site-registry-html',
    apply: 'serve',
    transformIndexHtml: (html) => injectRegistry(html, loadRegistry(process.env.SITES_CONFIG ?? 'config/sites.json')),
  };
}
