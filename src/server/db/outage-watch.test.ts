import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutageWatch } from './outage-watch';

describe('DatabaseOutageWatch', () => {
  afterEach(() => vi.useRealTimers());

  it('logs an outage once however many requests meet it, and its end once, found by its own probe', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const lines: { level: string; details: Record<string, unknown> }[] = [];
    const log = { error: (details: object) => lines.push({ level: 'error', details: details as Record<string, unknown> }), info: (details: object) => lines.push({ level: 'info', details: details as Record<string, unknown> }) };
    const watch = new DatabaseOutageWatch(async () => {
      if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    }, log, 1000);
    const refused = Object.assign(new Error('database "sites" is not currently accepting connections'), { code: '55000' });
    for (let request = 0; request < 50; request += 1) watch.noticed(refused);
    expect(watch.down).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines).toEqual([{ level: 'error', details: { event: 'database.down', reason: '55000: database "sites" is not currently accepting connections' } }]);
    expect(JSON.stringify(lines)).not.toMatch(/\bat .*:\d+:\d+/);

    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(watch.down).toBe(false);
    expect(lines.slice(1)).toEqual([{ level: 'info', details: { event: 'database.up', downMs: expect.any(Number) } }]);

    // A second outage is news again.
    reachable = false;
    watch.noticed(refused);
    watch.noticed(refused);
    expect(lines.filter((line) => line.details.event === 'database.down')).toHaveLength(2);
    watch.stop();
  });
});
