import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limiter';

describe('FixedWindowLimiter', () => {
  it('blocks a key after max hits until its window ends', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 10_000, () => now);
    limiter.hit('mara');
    expect(limiter.retryAfterSeconds('mara')).toBe(0);
    limiter.hit('mara');
    expect(limiter.retryAfterSeconds('mara')).toBe(10);
    expect(limiter.retryAfterSeconds('other')).toBe(0);
    now = 10_000;
    expect(limiter.retryAfterSeconds('mara')).toBe(0);
  });
  it('forgets a key on reset', () => {
    const limiter = new FixedWindowLimiter(1, 1000, () => 0);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
