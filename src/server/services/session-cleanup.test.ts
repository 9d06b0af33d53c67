import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDED_SESSIONS_KEPT_MS, SessionCleanup } from './session-cleanup';

describe('SessionCleanup', () => {
  afterEach(() => vi.useRealTimers());

  it('deletes sessions expired more than a day ago at start and then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-25T12:00:00Z');
    const deleteEnded = vi.fn(() => Promise.resolve());
    const cleanup = new SessionCleanup(deleteEnded, () => now, () => undefined);
    cleanup.start(1000);
    expect(deleteEnded).toHaveBeenCalledTimes(1);
    expect(deleteEnded).toHaveBeenCalledWith(new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS));
    await vi.advanceTimersByTimeAsync(3000);
    expect(deleteEnded).toHaveBeenCalledTimes(4);
    await cleanup.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(deleteEnded).toHaveBeenCalledTimes(4);
  });

  it('reports a failed run and keeps running', async () => {
    vi.useFakeTimers();
    const failed = vi.fn();
    const deleteEnded = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const cleanup = new SessionCleanup(deleteEnded, () => new Date(), failed);
    cleanup.start(1000);
    await cleanup.idle();
    expect(failed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deleteEnded).toHaveBeenCalledTimes(2);
    await cleanup.stop();
  });
});
