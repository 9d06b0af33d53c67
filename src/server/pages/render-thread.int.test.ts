// The render worker (docs/decisions/031): the pages kept for everyone are rendered in a thread of
// their own, as they are on the event loop; a member's page is not. The thread starts its
// worker on the first job (rendered on the event loop meanwhile), ends it after a quiet spell, hands
// a job back when its worker ends under it and gives the worker up after repeated failures.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '@shared/page-context';
import type { BuiltServer } from '@server/app';
import { serverBuild } from '@server/testing/server-build';
import { TestClock, addUser, databaseCases, httpsGet, sessionCookieOf, startTestServer } from '@server/testing/test-server';
import type { PageOutcome } from '../content/page-service';
import { BACKGROUND_PRIORITY, type RenderJob, RenderThread } from './render-thread';

/**
 * A worker speaking the render worker's messages: answers each job with a redirect to its address
 * and a body to compress with its text after 'br:' and 'gzip:'; for '/text' it first asks for the text 'cafe' and redirects to the outcome's kind; '/exit' ends
 * it, '/hang' is never answered.
 */
const FAKE_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort } from 'node:worker_threads';
parentPort.on('message', (message) => {
  if ('ask' in message) return parentPort.postMessage({ id: message.ask, result: { kind: 'redirect', status: 302, location: message.outcome.kind } });
  if ('compress' in message) {
    const text = new TextDecoder().decode(message.compress);
    return parentPort.postMessage({ id: message.id, forms: { br: new TextEncoder().encode('br:' + text), gzip: new TextEncoder().encode('gzip:' + text) } });
  }
  const { id, job } = message;
  if (job.url.endsWith('/exit')) process.exit(3);
  if (job.url.endsWith('/hang')) return;
  if (job.url.endsWith('/text')) return parentPort.postMessage({ id, ask: id, page: 'cafe' });
  parentPort.postMessage({ id, result: { kind: 'redirect', status: 302, location: job.url } });
});
parentPort.postMessage({ ready: true });
`)}`,
);
const noTexts = { textOf: (): PageOutcome => ({ kind: 'not-found' }) };

/** The nice values of this process's threads (Linux: /proc/self/task/<id>/stat, field 19). */
const threadPriorities = () =>
  readdirSync('/proc/self/task').map((task) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));

const PAGE_STATE = /<script type="application\/json" id="page-state">(.*?)<\/script>/s;

/**
 * A page as two renderers of the same sources make it alike: its images named by file alone (the
 * built worker links hashed assets, the sources' renderer the source files) and its page state as
 * data (the catalogues' order follows the order their modules were first loaded in).
 */
function comparable(html: string): { markup: string; state: unknown } {
  const named = html.replace(/"\/assets\/([\w-]+)-[\w-]{8}\.(\w+)"/g, '"$1.$2"').replace(/"\/src\/client\/[\w/-]*\/([\w-]+)\.(\w+)\?no-inline"/g, '"$1.$2"');
  const state = PAGE_STATE.exec(named)?.[1];
  expect(state).toBeDefined();
  return { markup: named.replace(PAGE_STATE, ''), state: JSON.parse(state!) };
}

const job = (url: string): RenderJob => ({ context: {} as PageContext, url: `https://example.test${url}`, cookie: null, siteId: 'forum', sessionUnknown: false });

async function runningThread(thread: RenderThread): Promise<void> {
  expect(thread.render(job('/start'))).toBeNull();
  await vi.waitFor(() => expect(thread.running).toBe(true), { timeout: 20_000, interval: 10 });
}

describe('the render thread', () => {
  it('compresses a body in its worker', async () => {
    const thread = new RenderThread(FAKE_WORKER, null, noTexts);
    await runningThread(thread);
    await expect(thread.compress(Buffer.from('page'))).resolves.toEqual({ br: Buffer.from('br:page'), gzip: Buffer.from('gzip:page') });
    expect(thread.compressed).toBe(1);
    await thread.close();
  });

  it('answers null while its worker starts, then renders there; a quiet spell ends the worker and the next job starts it again', async () => {
    const thread = new RenderThread(FAKE_WORKER, null, { ...noTexts, idleMs: 200 });
    await runningThread(thread);
    await expect(thread.render(job('/a'))).resolves.toEqual({ kind: 'redirect', status: 302, location: 'https://example.test/a' });
    expect(thread.rendered).toBe(1);
    await vi.waitFor(() => expect(thread.running).toBe(false), { timeout: 10_000, interval: 20 });
    expect(thread.render(job('/b'))).toBeNull();
    await vi.waitFor(() => expect(thread.running).toBe(true), { timeout: 20_000, interval: 10 });
    await expect(thread.render(job('/b'))).resolves.toMatchObject({ location: 'https://example.test/b' });
    await thread.close();
  });

  it('answers the worker’s asks for a text of the job’s page', async () => {
    const asked: Array<[string, string]> = [];
    const thread = new RenderThread(FAKE_WORKER, null, {
      textOf: (job, page) => {
        asked.push([job.siteId, page]);
        return { kind: 'login' };
      },
    });
    await runningThread(thread);
    await expect(thread.render(job('/text'))).resolves.toMatchObject({ location: 'login' });
    expect(asked).toEqual([['forum', 'cafe']]);
    await thread.close();
  });

  it('hands a job back when its worker ends under it, and gives the worker up after three failures', async () => {
    const failures: boolean[] = [];
    const thread = new RenderThread(FAKE_WORKER, null, { ...noTexts, onFailure: (_error, givenUp) => failures.push(givenUp) });
    for (let round = 1; round <= 3; round += 1) {
      await runningThread(thread);
      await expect(thread.render(job('/exit'))).resolves.toBeNull();
      expect(failures).toHaveLength(round);
    }
    expect(failures).toEqual([false, false, true]);
    expect(thread.render(job('/a'))).toBeNull();
    expect(thread.running).toBe(false);
    await thread.close();
  });

  it('answers the jobs under way with null when it is closed, and takes no more', async () => {
    const thread = new RenderThread(FAKE_WORKER, null, noTexts);
    await runningThread(thread);
    const underWay = thread.render(job('/hang'));
    await thread.close();
    await expect(underWay).resolves.toBeNull();
    expect(thread.render(job('/a'))).toBeNull();
  });
});

describe('pages rendered in the render worker', () => {
  const [embedded] = databaseCases();
  const clock = new TestClock(new Date(2030, 2, 10, 9, 0).getTime());
  const servers: { withWorker?: BuiltServer; inPlace?: BuiltServer } = {};
  const cleanups: Array<() => Promise<void>> = [];
  let memberCookie: string;

  beforeAll(async () => {
    const renderWorker = path.join(serverBuild(), 'render-worker.js');
    for (const name of ['withWorker', 'inPlace'] as const) {
      const opened = await embedded!.open();
      cleanups.push(opened.cleanup);
      servers[name] = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'], clock, ...(name === 'withWorker' ? { renderWorker } : {}) });
    }
    await addUser(servers.withWorker!, { name: 'workerwatcher', password: 'workerwatcher-secret-1', internal: true, entitled: true });
    memberCookie = await sessionCookieOf(servers.withWorker!, 'diakonie-forum.example', 'workerwatcher', 'workerwatcher-secret-1');
  }, 240_000);
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.app.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it('renders public pages and a site’s 404 page there as on the event loop, and a member’s page on the event loop', async () => {
    const thread = servers.withWorker!.renderThread!;
    // The first page starts the worker and is rendered on the event loop meanwhile.
    expect((await httpsGet(servers.withWorker!, 'diakonie-forum.example', '/?lang=en')).statusCode).toBe(200);
    await vi.waitFor(() => expect(thread.running).toBe(true), { timeout: 30_000, interval: 20 });
    // The worker's thread yields to the event loop: one thread of this process runs at nice 10.
    expect(threadPriorities()).toContain(BACKGROUND_PRIORITY);
    const pages = [
      ['diakonie-forum.example', '/?lang=ar', 200],
      ['martin-sommerfeld.example', '/cv?lang=ta', 200],
      ['morphem-spiel.example', '/play?lang=de', 200],
      ['diakonie-forum.example', '/no-such-page?lang=ar', 404],
    ] as const;
    for (const [host, url, status] of pages) {
      const before = thread.rendered;
      const compressedBefore = thread.compressed;
      const [inWorker, inPlace] = await Promise.all([httpsGet(servers.withWorker!, host, url), httpsGet(servers.inPlace!, host, url)]);
      expect(inWorker.statusCode, `${host}${url}`).toBe(status);
      expect(comparable(inWorker.body), `${host}${url}`).toEqual(comparable(inPlace.body));
      expect(thread.rendered, `${host}${url} rendered in the worker`).toBe(before + 1);
      // A kept page's fast forms are made there too; a 404 page is filled in with its path and sent once.
      expect(thread.compressed, `${host}${url} compressed in the worker`).toBe(compressedBefore + (status === 200 ? 1 : 0));
    }
    const before = thread.rendered;
    const compressedBefore = thread.compressed;
    const member = await httpsGet(servers.withWorker!, 'diakonie-forum.example', '/dashboard?lang=en', { cookie: memberCookie });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('workerwatcher');
    expect([thread.rendered, thread.compressed]).toEqual([before, compressedBefore]);
    // A kept page answers in every form, the forms the worker made.
    const kept = await httpsGet(servers.withWorker!, 'diakonie-forum.example', '/?lang=ar', { 'accept-encoding': 'br' });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe((await httpsGet(servers.withWorker!, 'diakonie-forum.example', '/?lang=ar')).body);
  }, 120_000);
});
