// The render worker (render-thread.ts, docs/decisions/031): renders pages with the page renderer in
// a thread of its own and posts each result to the main thread, which composes the document around
// it, and makes a document's fast forms (compressFast) for the main thread to answer with and keep.
// Its loaders ask the main thread for the page's texts (one content store, parsed by the content
// worker); the owner's card comes with workerData. The thread runs at a background priority, so on
// a busy or single core the event loop goes first.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import * as renderer from '@client/entry-server';
import type { OwnerContactCard } from '@shared/page-context';
import type { PageOutcome } from '../content/page-service';
import { compressFast } from './page-once';
import { pageServices } from './page-services';
import { BACKGROUND_PRIORITY, type RenderJob, type RenderThreadMessage, type RenderWorkerMessage } from './render-thread';

const { contact } = workerData as { contact: OwnerContactCard };
const post = (message: RenderWorkerMessage) => parentPort!.postMessage(message);
const asked = new Map<number, { resolve(outcome: PageOutcome): void; reject(error: Error): void }>();
let nextAsk = 1;

/** This thread yields to the others: on Linux a thread's own id (from /proc/thread-self) takes a nice value of its own. */
function yieldToTheEventLoop(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), BACKGROUND_PRIORITY);
  } catch {
    // Elsewhere the scheduler shares the cores as it will.
  }
}

function textOf(id: number, page: string): Promise<PageOutcome> {
  const ask = nextAsk++;
  return new Promise((resolve, reject) => {
    asked.set(ask, { resolve, reject });
    post({ id, ask, page });
  });
}

function render(id: number, job: RenderJob) {
  const request = new Request(job.url, { headers: job.cookie ? { cookie: job.cookie } : {} });
  return renderer.renderPage({ context: job.context, request, services: pageServices((page) => textOf(id, page), contact, job.context, job.sessionUnknown) });
}

async function compress(body: Uint8Array) {
  const plain = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const [br, gzip] = await Promise.all([compressFast(plain, 'br'), compressFast(plain, 'gzip')]);
  return { br, gzip };
}

const failed = (id: number) => (error: unknown) => post({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });

parentPort!.on('message', (message: RenderThreadMessage) => {
  if ('job' in message) {
    const { id, job } = message;
    render(id, job).then((result) => post({ id, result }), failed(id));
    return;
  }
  if ('compress' in message) {
    const { id } = message;
    compress(message.compress).then((forms) => post({ id, forms }), failed(id));
    return;
  }
  const waiting = asked.get(message.ask);
  asked.delete(message.ask);
  if ('outcome' in message) waiting?.resolve(message.outcome);
  else waiting?.reject(new Error(message.error));
});
yieldToTheEventLoop();
post({ ready: true });
