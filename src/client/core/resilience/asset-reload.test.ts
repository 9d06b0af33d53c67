import { describe, expect, it, vi } from 'vitest';
import { RELOAD_FLAG, isAssetFailure, markLoadHealthy, reloadOnce } from './asset-reload';

function environment() {
  const items = new Map<string, string>();
  const session = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const reload = vi.fn();
  const schedule = vi.fn((callback: () => void, _ms: number) => callback());
  return { env: { session, reload, schedule }, items, reload, schedule };
}

describe('reloadOnce', () => {
  it('reloads after 0 ms and sets the guard', () => {
    const { env, reload, schedule, items } = environment();
    expect(reloadOnce(env)).toBe(true);
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(items.has(RELOAD_FLAG)).toBe(true);
  });
  it('does not reload a second time until a good load clears the guard', () => {
    const { env, reload } = environment();
    reloadOnce(env);
    expect(reloadOnce(env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    markLoadHealthy(env, Date.now() + 1);
    expect(reloadOnce(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('keeps a guard set during the load that rendered, so a lasting failure reloads only once', () => {
    const { env, items } = environment();
    const loadStartedAt = Date.now() - 1000;
    reloadOnce(env);
    markLoadHealthy(env, loadStartedAt);
    expect(items.has(RELOAD_FLAG)).toBe(true);
    expect(reloadOnce(env)).toBe(false);
  });
  it('never reloads without session storage', () => {
    const reload = vi.fn();
    expect(reloadOnce({ session: null, reload, schedule: (cb) => cb() })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isAssetFailure', () => {
  it('recognises failed scripts, stylesheets and dynamic imports only', () => {
    expect(isAssetFailure({ target: { tagName: 'SCRIPT' } } as unknown as Event)).toBe(true);
    expect(isAssetFailure({ target: { tagName: 'LINK', rel: 'stylesheet' } } as unknown as Event)).toBe(true);
    expect(isAssetFailure({ target: { tagName: 'IMG' } } as unknown as Event)).toBe(false);
    // The import that needed a preloaded module fails too, and is handled where it is imported.
    expect(isAssetFailure({ target: { tagName: 'LINK', rel: 'modulepreload' } } as unknown as Event)).toBe(false);
    const rejection = { reason: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') };
    expect(isAssetFailure(rejection as unknown as PromiseRejectionEvent)).toBe(true);
    expect(isAssetFailure({ reason: new Error('other') } as unknown as PromiseRejectionEvent)).toBe(false);
  });
});
