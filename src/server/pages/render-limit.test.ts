import { describe, expect, it } from 'vitest';
import { RenderLimit } from './render-limit';

/** A render that finishes when the test says so. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, render: async () => done };
}

describe('RenderLimit', () => {
  it('runs up to its concurrency, queues up to its queue, and refuses the rest at once', async () => {
    const limit = new RenderLimit({ concurrency: 1, queue: 1 });
    const [first, second] = [gate(), gate()];
    const started: string[] = [];
    const a = limit.run(async () => (started.push('a'), first.render()));
    const b = limit.run(async () => (started.push('b'), second.render()));
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(limit.run(async () => undefined)).toBeNull();
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(limit.load).toEqual({ running: 1, waiting: 1 });
    first.finish();
    await a;
    // The turn passed to the waiting render: a newcomer now waits instead of running beside it.
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(limit.load).toEqual({ running: 1, waiting: 0 });
    const c = limit.run(async () => 'c');
    expect(limit.load).toEqual({ running: 1, waiting: 1 });
    second.finish();
    await b;
    expect(await c).toBe('c');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn when a render fails', async () => {
    const limit = new RenderLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});
