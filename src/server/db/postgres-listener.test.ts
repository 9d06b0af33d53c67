import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './postgres-listener';

describe('reconnectDelayMs', () => {
  it('backs off from a quarter second and levels off at thirty seconds', () => {
    expect([0, 1, 2, 3].map(reconnectDelayMs)).toEqual([250, 500, 1000, 2000]);
    expect(reconnectDelayMs(20)).toBe(30_000);
  });
});
