// A restart nobody notices (issue 18 item 14, docs/decisions/021): on SIGTERM the instance first
// drains — /api/ready answers 503 so a balancer that probes stops sending, and every answer closes
// its connection so the proxy keeps no idle connection to it — then stops listening (the proxy's
// next connection is refused and goes to the other instance, proxy_next_upstream) and finishes the
// requests in flight before the database closes.
import type { FastifyInstance } from 'fastify';

/**
 * Longer than nginx's upstream keepalive_timeout (5 s in deploy/nginx.conf): by the end of the
 * drain nginx has closed every idle connection it kept, so none is reused after the listener closes.
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 6_000;

export class DrainState {
  private since: number | null = null;

  get draining(): boolean {
    return this.since !== null;
  }

  start(): void {
    this.since ??= Date.now();
  }

  /**
   * Answers during the drain ask the client (the proxy) to close the connection afterwards. A
   * synchronous hook, as every per-request hook (docs/decisions/020: no promise per request).
   */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (_request, reply, done) => {
      if (this.since !== null) reply.header('connection', 'close');
      done();
    });
  }
}

/** Drains for drainMs, then closes the app: no new connections, requests in flight finish. */
export async function closeGracefully(app: FastifyInstance, drain: DrainState, drainMs: number): Promise<void> {
  drain.start();
  app.log.info({ event: 'shutdown.draining', drainMs }, 'draining: readiness answers 503, connections close after their answer');
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
