// The client settings of SPEC §3 that record the visit rather than a choice: the site's domain
// name, whether this browser has seen a login (registeredBefore) and whether the member is
// entitled, and the id of the last clicked control (lastClickedId).
import type { AuthUser } from '@shared/api-types';
import type { ClientSettings, SettingsStore } from './settings-store';

/** After a login: seen a login, and entitled as the member is; after a logout: not entitled. */
export function settingsForUser(user: AuthUser | null): Partial<ClientSettings> {
  return user ? { registeredBefore: true, entitled: user.entitled } : { entitled: false };
}

/**
 * The domain name to store for the site shown: always on a public host; on a local host only when
 * the visitor opened the site by its link (?domain=), which makes it their choice. Null: keep.
 */
export function domainNameToStore(site: { domain: string }, local: boolean, url: URL): string | null {
  if (!local || url.searchParams.has('domain')) return site.domain;
  return null;
}

const CONTROLS = 'a, button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"]';

interface ClickTarget {
  closest(selector: string): { id: string } | null;
}

function isClickTarget(target: unknown): target is ClickTarget {
  return typeof target === 'object' && target !== null && typeof (target as Partial<ClickTarget>).closest === 'function';
}

/** The id of the control a click landed in (the click may land on its text or icon); null without one. */
export function clickedControlId(target: EventTarget | null): string | null {
  if (!isClickTarget(target)) return null;
  return target.closest(CONTROLS)?.id || null;
}

interface AuthSource {
  getState(): { user: AuthUser | null };
  subscribe(listener: (state: { user: AuthUser | null }) => void): () => void;
}

/** Keeps registeredBefore, entitled and lastClickedId up to date; returns the function that stops it. */
export function recordSessionSettings(settings: SettingsStore, auth: AuthSource, clicks: EventTarget): () => void {
  // Writes only what changed, so a page load without news leaves storage alone.
  const apply = (patch: Partial<ClientSettings>) => {
    const current = settings.get();
    if ((Object.keys(patch) as (keyof ClientSettings)[]).some((key) => current[key] !== patch[key])) settings.set(patch);
  };
  apply(settingsForUser(auth.getState().user));
  const stopAuth = auth.subscribe((state) => apply(settingsForUser(state.user)));
  const onClick = (event: Event) => {
    const id = clickedControlId(event.target);
    if (id) apply({ lastClickedId: id });
  };
  // Capture: a control that stops the click's propagation still counts.
  const options = { capture: true };
  clicks.addEventListener('click', onClick, options);
  return () => {
    stopAuth();
    clicks.removeEventListener('click', onClick, options);
  };
}
