// The worker as the server hands it out: this deployment's files in front of the built script, and
// a version that changes with any file, so a new deployment is a new worker (and its notice).
import { describe, expect, it } from 'vitest';
import { PRECACHE_GLOBAL, SERVICE_WORKER_PATH } from '@shared/pwa';
import type { StaticSite } from '../http/static-assets';
import { serviceWorkerScript, shortName, siteName, webManifest } from './pwa-routes';
import { registry } from '../testing/test-server';
import { ContentStore } from '../content/content-store';
import { PageService } from '../content/page-service';

function site(files: Record<string, string>): StaticSite {
  const assets = new Map(Object.entries(files).map(([url, etag]) => [url, { body: Buffer.from(url), br: null, gzip: null, type: 'text/plain', etag, cacheControl: '' }]));
  return { clientDir: '/nowhere', assets, template: '' };
}

const WORKER = 'self.addEventListener("install",()=>{});';
const manifestIn = (script: string) => JSON.parse(/^self\.__PRECACHE_MANIFEST__=(.*);\n/.exec(script)![1]!) as { version: string; urls: string[] };

describe('serviceWorkerScript', () => {
  it('lists every built file but the worker, before the built script', () => {
    const { script, manifest } = serviceWorkerScript(site({ '/assets/b.js': '"1"', '/assets/a.css': '"2"', [SERVICE_WORKER_PATH]: '"3"', '/icons/forum-192.png': '"4"' }), WORKER);
    expect(script.startsWith(`self.${PRECACHE_GLOBAL}=`)).toBe(true);
    expect(script.endsWith(`\n${WORKER}`)).toBe(true);
    expect(manifest.urls).toEqual(['/assets/a.css', '/assets/b.js', '/icons/forum-192.png']);
    expect(manifestIn(script)).toEqual(manifest);
  });

  it('has a new version when a file or the worker changes, the same one otherwise', () => {
    const files = { '/assets/a.js': '"1"', '/favicon.svg': '"2"' };
    const version = serviceWorkerScript(site(files), WORKER).manifest.version;
    expect(serviceWorkerScript(site(files), WORKER).manifest.version).toBe(version);
    expect(serviceWorkerScript(site({ ...files, '/favicon.svg': '"changed"' }), WORKER).manifest.version).not.toBe(version);
    expect(serviceWorkerScript(site({ ...files, '/assets/new.js': '"3"' }), WORKER).manifest.version).not.toBe(version);
    expect(serviceWorkerScript(site(files), `${WORKER}//2`).manifest.version).not.toBe(version);
  });

  it('has a new version when the site registry changes, which the precached app shells are rendered from', () => {
    const files = { '/assets/a.js': '"1"' };
    const version = serviceWorkerScript(site(files), WORKER, JSON.stringify(registry)).manifest.version;
    expect(serviceWorkerScript(site(files), WORKER, JSON.stringify(registry)).manifest.version).toBe(version);
    const renamed = { ...registry, owner: { ...registry.owner, lastName: 'Other' } };
    expect(serviceWorkerScript(site(files), WORKER, JSON.stringify(renamed)).manifest.version).not.toBe(version);
  });
});

describe('the manifest’s names', () => {
  const pages = new PageService(new ContentStore('content', registry));
  const byId = (id: string) => registry.sites.find((entry) => entry.id === id)!;

  it('names a site by its slogan, logo text or domain, as its pages do', () => {
    expect(siteName(byId('writing'), 'de', pages)).not.toBe(siteName(byId('writing'), 'en', pages));
    expect(siteName(byId('forum'), 'ta', pages)).toBe('Diakonie-Forum');
    expect(siteName(byId('provisional-house'), 'ar', pages)).toBe('neues-haus.example');
  });

  it('gives each site a short name of its own', () => {
    const names = registry.sites.map(shortName);
    expect(new Set(names).size).toBe(names.length);
    expect(shortName(byId('morpheme'))).toBe('morphem-spiel');
  });

  it('writes lang and dir of the language', () => {
    expect(webManifest(byId('peace'), 'ar', pages)).toMatchObject({ lang: 'ar-SA', dir: 'rtl' });
    expect(webManifest(byId('peace'), 'lt', pages)).toMatchObject({ lang: 'lt-LT', dir: 'ltr' });
  });
});
