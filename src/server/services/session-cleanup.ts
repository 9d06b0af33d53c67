// Sessions past their expiry are deleted a day after it (kept that long for the audit of a revoked
// one): at start-up and then every SESSION_CLEANUP_INTERVAL_MS, on a timer that does not keep the
// process alive. Several instances on one database may run it; the DELETE is the same for each.
export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** How long an expired session is kept. */
export const ENDED_SESSIONS_KEPT_MS = 24 * 60 * 60_000;

export class SessionCleanup {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deleteEnded: (before: Date) => Promise<void>,
    private readonly now: () => Date,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** One cleanup; a failure (the database away) is reported and the next run tries again. */
  run(): Promise<void> {
    this.running = this.deleteEnded(new Date(this.now().getTime() - ENDED_SESSIONS_KEPT_MS)).catch(this.failed);
    return this.running;
  }

  start(intervalMs = SESSION_CLEANUP_INTERVAL_MS): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** The run under way (or the last one) has finished. */
  idle(): Promise<void> {
    return this.running;
  }
}
