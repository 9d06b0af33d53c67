// The content worker (docs/decisions/029): every public page text of every site and language is
// parsed in a worker thread and handed to the main thread's store, so a visitor's first render parses
// nothing on the event loop — and the texts it hands over are the ones the store would have made
// itself. Member texts are left to their first use (decision 007: fewer texts kept at rest).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadRegistry } from '../registry';
import { MEMBER_TEXT_PAGES, findTextPage } from '@shared/site-pages';
import { ContentStore, publicTextJobs } from './content-store';
import { parseMarkdown } from './markdown';

const registry = loadRegistry('config/sites.json');
/** The worker in TypeScript, loaded through tsx as the build's content-worker.js would run. */
const TSX = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`import { register } from ${JSON.stringify(TSX)}; register(); await import(${JSON.stringify(new URL('./content-worker.ts', import.meta.url).href)});`)}`,
);
const sites = new Map(registry.sites.map((site) => [site.id, site]));

describe('content worker', () => {
  it('parses every public text off the main thread, equal to those parsed in place, keeps one the main thread parsed first and leaves member texts to their first use', async () => {
    let parsedHere = 0;
    const counting: typeof parseMarkdown = (source, values) => {
      parsedHere += 1;
      return parseMarkdown(source, values);
    };
    const store = new ContentStore('content', registry, counting);
    const jobs = publicTextJobs(registry);
    const early = jobs[0]!;
    const earlySite = sites.get(early.siteId)!;
    // A visitor asked before the worker was done: parsed here, and that object stays.
    const first = store.parsed(earlySite, early.folder, early.page, early.language)!.text;
    const taken = await store.prepareInWorker(WORKER).done;
    expect(taken).toBeGreaterThan(100);
    expect(store.parsed(earlySite, early.folder, early.page, early.language)!.text).toBe(first);

    const inPlace = new ContentStore('content', registry);
    for (const job of jobs) {
      const site = sites.get(job.siteId)!;
      expect(store.text(site, job.folder, job.page, job.language)).toEqual(inPlace.text(site, job.folder, job.page, job.language));
    }
    expect(parsedHere).toBe(1);
    // A member text was not handed over: the first member to ask has it parsed here.
    const crypt = registry.sites.find((site) => site.set === 'crypt')!;
    const memberPage = Object.keys(MEMBER_TEXT_PAGES).find((page) => findTextPage(crypt.set, page)?.access === 'member')!;
    const member = findTextPage(crypt.set, memberPage)!;
    expect(store.text(crypt, member.folder, memberPage, 'en')).toEqual(inPlace.text(crypt, member.folder, memberPage, 'en'));
    expect(parsedHere).toBe(2);
  }, 180_000);

  it('settles without an error when the server stops it before it is done', async () => {
    const store = new ContentStore('content', registry);
    const preparing = store.prepareInWorker(WORKER);
    // Under way: a worker ended by terminate() while running exits with code 1.
    await vi.waitFor(() => expect(preparing.taken()).toBeGreaterThan(0), { timeout: 50_000, interval: 20 });
    await preparing.stop();
    await expect(preparing.done).resolves.toBeGreaterThanOrEqual(0);
  }, 60_000);
});
