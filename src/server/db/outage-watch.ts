// A database outage in the log as two lines, when it starts and when it ends (issue 18 item 13),
// instead of a warning with a stack trace for every request that meets it: the first request that
// finds the database away reports it, then a probe (one `select 1` a second) watches for its
// return, whether or not requests come in meanwhile.

export interface OutageLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

const PROBE_TIMEOUT_MS = 2000;

/** What the log says about the error: its code and message, never its stack. */
function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

export class DatabaseOutageWatch {
  private since: number | null = null;
  private probe: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly ping: (timeoutMs: number) => Promise<void>,
    private readonly log: OutageLog,
    private readonly probeEveryMs = 1000,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  /** A request found the database away: logged when it is news, then watched until it is back. */
  noticed(error: unknown): void {
    if (this.since !== null || this.stopped) return;
    this.since = Date.now();
    this.log.error({ event: 'database.down', reason: reasonOf(error) }, 'database unavailable: the API answers 503 and pages wait for it until it is back');
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private schedule(): void {
    this.probe = setTimeout(() => {
      this.ping(PROBE_TIMEOUT_MS).then(
        () => {
          const downMs = Date.now() - (this.since ?? Date.now());
          this.since = null;
          this.probe = null;
          if (!this.stopped) this.log.info({ event: 'database.up', downMs }, 'database available again');
        },
        () => {
          if (!this.stopped) this.schedule();
        },
      );
    }, this.probeEveryMs);
    this.probe.unref();
  }
}
