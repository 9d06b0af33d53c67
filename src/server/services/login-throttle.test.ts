import { describe, expect, it } from 'vitest';
import { SLOWDOWN_FIRST_MS, SLOWDOWN_MAX_MS, slowdownMs } from './login-throttle';

describe('slowdownMs', () => {
  it('waits nothing below the per-user limit, then doubles up to a cap', () => {
    expect([0, 7].map((failures) => slowdownMs(failures, 8))).toEqual([0, 0]);
    expect([8, 9, 10].map((failures) => slowdownMs(failures, 8))).toEqual([SLOWDOWN_FIRST_MS, 2 * SLOWDOWN_FIRST_MS, 4 * SLOWDOWN_FIRST_MS]);
    expect(slowdownMs(100, 8)).toBe(SLOWDOWN_MAX_MS);
  });
});
