// SPEC §4: on a script or asset error the page reloads once (delay 0 ms), guarded by a session
// flag that the next good load clears, so a lasting failure cannot loop.
import { ASSET_ERROR_RELOAD_DELAY_MS } from '@shared/constants';

export const RELOAD_FLAG = 'assetErrorReloaded';

export interface ReloadEnvironment {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
  schedule(callback: () => void, ms: number): void;
}

/** Reloads once; returns false when the guard says a reload already happened. */
export function reloadOnce(env: ReloadEnvironment): boolean {
  if (!env.session || env.session.getItem(RELOAD_FLAG)) return false;
  env.session.setItem(RELOAD_FLAG, String(Date.now()));
  env.schedule(() => env.reload(), ASSET_ERROR_RELOAD_DELAY_MS);
  return true;
}

/**
 * Called once the app has rendered a load: the next asset error may reload again. A guard set
 * during this very load (its page failed) stays, so a lasting failure reloads only once.
 */
export function markLoadHealthy(env: Pick<ReloadEnvironment, 'session'>, loadStartedAt: number): void {
  const setAt = Number(env.session?.getItem(RELOAD_FLAG));
  if (Number.isFinite(setAt) && setAt < loadStartedAt) env.session?.removeItem(RELOAD_FLAG);
}

/**
 * True for errors of loading code: a failed script or stylesheet, or a failed dynamic import. A
 * failed modulepreload link is left out: the import that needs the module fails too and is
 * handled where it is imported (lazyPage reloads once the failed page is in the address).
 */
export function isAssetFailure(event: Event | PromiseRejectionEvent): boolean {
  if ('reason' in event) {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
  }
  const target = event.target as { tagName?: string; rel?: string } | null;
  if (!target || !target.tagName) return false;
  return target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && /\bstylesheet\b/.test(target.rel ?? ''));
}

export function installAssetErrorReload(win: Window, env: ReloadEnvironment, onGiveUp: () => void): void {
  const handle = (event: Event | PromiseRejectionEvent) => {
    if (isAssetFailure(event) && !reloadOnce(env)) onGiveUp();
  };
  win.addEventListener('error', handle, true);
  // Failed page chunks are handled where they are imported (lazyPage); this catches the rest.
  win.addEventListener('unhandledrejection', handle);
}
