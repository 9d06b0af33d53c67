// Renders pages in a worker thread of their own (render-worker.ts, docs/decisions/031), so a page's
// first render does not hold up the event loop for the other visitors: on this machine the largest
// pages take 15–25 ms of React, beyond the 5 ms a block may last (issue 19). The main thread only
// answers the worker's asks for page texts (from its own content store, whose texts the content
// worker has parsed) and composes the document around the markup the worker posts; the worker also
// makes the document's fast brotli and gzip forms (page-once.ts), which took the event loop a
// millisecond or two for a large page.
//
// The worker starts on the first job and ends after a quiet minute, so a server at rest carries no
// second heap with React in it. While it starts, and after it failed, render() answers null and
// the caller renders on the event loop as before; a job under way when the worker ends is answered
// null too. After MAX_FAILURES unexpected ends the worker is not started again.
import { Worker } from 'node:worker_threads';
import type { PageContext } from '@shared/page-context';
import type { RenderResult } from '@shared/render-contract';
import type { PageOutcome } from '../content/page-service';

/** One render: the page's context and address, what the loaders are told of the session. */
export interface RenderJob {
  context: PageContext;
  /** The address rendered (absolute). */
  url: string;
  /** The request's Cookie header, as the renderer's Request carries it. */
  cookie: string | null;
  /** The registry's id of the site rendered (context.site holds only its public part). */
  siteId: string;
  /** The database could not tell whose session the cookie is (page-services.ts). */
  sessionUnknown: boolean;
}

/** A page body's fast forms, as made by compressFast (page-once.ts). */
export interface FastForms {
  br: Buffer;
  gzip: Buffer;
}

/** What the worker posts: it is ready, a job's page, forms or error, or its ask for a text of the job's page. */
export type RenderWorkerMessage =
  | { ready: true }
  | { id: number; result: RenderResult }
  | { id: number; forms: { br: Uint8Array; gzip: Uint8Array } }
  | { id: number; error: string }
  | { id: number; ask: number; page: string };
/** What the main thread posts: a job (a page to render, a body to compress), or the answer to an ask. */
export type RenderThreadMessage = { id: number; job: RenderJob } | { id: number; compress: Uint8Array } | { ask: number; outcome: PageOutcome } | { ask: number; error: string };

/**
 * The thread's nice value (Linux keeps it per thread): the event loop (nice 0) gets about nine
 * tenths of a core both want, and the worker still a tenth against other programs, where at nice 19
 * (a sixty-eighth) first renders waited seconds on a machine busy with browsers (docs/decisions/031).
 */
export const BACKGROUND_PRIORITY = 10;

/** A quiet minute ends the worker. */
export const RENDER_WORKER_IDLE_MS = 60_000;
/** Unexpected ends of the worker after which pages are rendered on the event loop only. */
const MAX_FAILURES = 3;

interface Waiting {
  /** The page rendered (its asks for texts are answered for it); null for a body to compress. */
  job: RenderJob | null;
  resolve(value: RenderResult | FastForms | null): void;
  reject(error: Error): void;
}

export interface RenderThreadOptions {
  /** A text for a job's page (its site, language and user): what the worker's loaders ask for. */
  textOf(job: RenderJob, page: string): PageOutcome;
  /** The quiet time after which the worker ends (RENDER_WORKER_IDLE_MS). */
  idleMs?: number;
  /** Told of the worker's failures (logged by the server). */
  onFailure?(error: unknown, givenUp: boolean): void;
}

export class RenderThread {
  private worker: Worker | null = null;
  private ready = false;
  private closed = false;
  private failures = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private idleTimer: NodeJS.Timeout | undefined;
  /** Pages the worker rendered and bodies it compressed (the tests read them). */
  rendered = 0;
  compressed = 0;

  /** file: the built render-worker.js; workerData: what its loaders need besides the texts (the owner's card). */
  constructor(
    private readonly file: string | URL,
    private readonly workerData: unknown,
    private readonly options: RenderThreadOptions,
  ) {}

  /** Whether the worker is running and takes jobs. */
  get running(): boolean {
    return this.ready;
  }

  /**
   * The page rendered in the worker; null when the caller renders it itself: while the worker
   * starts (this starts it), after it failed for good, or when it ended under this job.
   */
  render(job: RenderJob): Promise<RenderResult | null> | null {
    return this.send<RenderResult>(job, (id) => ({ id, job }));
  }

  /** A page body's fast forms made in the worker; null when the caller makes them itself (as for render). */
  compress(body: Buffer): Promise<FastForms | null> | null {
    return this.send<FastForms>(null, (id) => ({ id, compress: body }));
  }

  private send<T extends RenderResult | FastForms>(job: RenderJob | null, message: (id: number) => RenderThreadMessage): Promise<T | null> | null {
    if (this.closed || this.failures >= MAX_FAILURES) return null;
    if (!this.worker) this.start();
    if (!this.ready) return null;
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    const answer = new Promise<T | null>((resolve, reject) => this.waiting.set(id, { job, resolve: resolve as Waiting['resolve'], reject }));
    this.post(message(id));
    return answer;
  }

  /** Ends the worker; jobs under way are answered null. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private start(): void {
    const worker = new Worker(this.file, { workerData: this.workerData });
    this.worker = worker;
    // Ends only by a job's answer or the idle timer; it never keeps the process alive by itself.
    worker.unref();
    worker.on('message', (message: RenderWorkerMessage) => {
      if ('ready' in message) {
        this.ready = true;
        this.idleLater();
        return;
      }
      const waiting = this.waiting.get(message.id);
      if ('ask' in message) {
        if (waiting?.job) this.answer(message.ask, waiting.job, message.page);
        return;
      }
      this.waiting.delete(message.id);
      if ('result' in message) {
        this.rendered += 1;
        waiting?.resolve(message.result);
      } else if ('forms' in message) {
        this.compressed += 1;
        const { br, gzip } = message.forms;
        waiting?.resolve({ br: Buffer.from(br.buffer, br.byteOffset, br.byteLength), gzip: Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength) });
      } else waiting?.reject(new Error(`render worker: ${message.error}`));
      this.idleLater();
    });
    worker.on('error', (error) => this.failed(worker, error));
    worker.on('exit', (code) => this.failed(worker, new Error(`render worker exited with code ${code}`)));
  }

  private post(message: RenderThreadMessage): void {
    this.worker?.postMessage(message);
  }

  private answer(ask: number, job: RenderJob, page: string): void {
    try {
      this.post({ ask, outcome: this.options.textOf(job, page) });
    } catch (error) {
      this.post({ ask, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** An end this thread did not ask for: its jobs go back to the event loop. */
  private failed(worker: Worker, error: unknown): void {
    if (worker !== this.worker) return;
    this.failures += 1;
    this.forget();
    void worker.terminate();
    this.options.onFailure?.(error, this.failures >= MAX_FAILURES);
  }

  private idleLater(): void {
    if (this.waiting.size > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), this.options.idleMs ?? RENDER_WORKER_IDLE_MS);
    this.idleTimer.unref();
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.forget();
    await worker?.terminate();
  }

  /** No worker: jobs under way are answered null (their callers render them), the next job starts one. */
  private forget(): void {
    clearTimeout(this.idleTimer);
    this.worker = null;
    this.ready = false;
    for (const waiting of this.waiting.values()) waiting.resolve(null);
    this.waiting.clear();
  }
}
