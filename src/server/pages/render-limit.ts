// How many pages are rendered at once (RENDER_CONCURRENCY) and how many more may wait for a turn
// (RENDER_QUEUE). A flood of cache misses then queues, and beyond the queue is refused at once
// (503 with Retry-After), while cached pages, assets and the API keep answering.
export interface RenderLimits {
  /** Renders running at the same time. */
  concurrency: number;
  /** Renders waiting for a turn; more are refused. */
  queue: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { concurrency: 4, queue: 256 };

export class RenderLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: RenderLimits) {}

  /** Runs the render now or when a turn is free; null (decided at once) when the queue is full. */
  run<T>(render: () => Promise<T>): Promise<T> | null {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return this.execute(render);
    }
    if (this.waiting.length >= this.limits.queue) return null;
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => this.execute(render));
  }

  /** Renders running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async execute<T>(render: () => Promise<T>): Promise<T> {
    try {
      return await render();
    } finally {
      // The turn passes straight to the next in line, so a new arrival cannot take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
