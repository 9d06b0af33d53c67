import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@shared/api-types';
import { MemoryStorage } from '@client/testing/memory-storage';
import { clickedControlId, domainNameToStore, recordSessionSettings, settingsForUser } from './session-settings';
import { createSettingsStore } from './settings-store';

const MEMBER: AuthUser = { name: 'anna', email: null, entitled: true, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };

/** The auth session as the app has it: a state and listeners told of every change. */
function fakeAuth(user: AuthUser | null) {
  let state = { user };
  const listeners = new Set<(next: { user: AuthUser | null }) => void>();
  return {
    getState: () => state,
    subscribe(listener: (next: { user: AuthUser | null }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: AuthUser | null) {
      state = { user: next };
      for (const listener of listeners) listener(state);
    },
  };
}

/** A click event whose target is a control with this id (or inside one). */
function clickOn(id: string) {
  const event = new Event('click');
  Object.defineProperty(event, 'target', { value: { closest: () => ({ id }) } });
  return event;
}

function setUp(user: AuthUser | null = null) {
  const storage = new MemoryStorage();
  const settings = createSettingsStore(storage);
  const auth = fakeAuth(user);
  const clicks = new EventTarget();
  const stop = recordSessionSettings(settings, auth, clicks);
  return { storage, settings, auth, clicks, stop };
}

describe('settingsForUser', () => {
  it('marks a login as seen and takes the member’s entitlement; a logout leaves no entitlement', () => {
    expect(settingsForUser(MEMBER)).toEqual({ registeredBefore: true, entitled: true });
    expect(settingsForUser({ ...MEMBER, entitled: false })).toEqual({ registeredBefore: true, entitled: false });
    expect(settingsForUser(null)).toEqual({ entitled: false });
  });
});

describe('domainNameToStore', () => {
  const site = { domain: 'example-forum.org' };
  it('is the site’s domain on a public host', () => {
    expect(domainNameToStore(site, false, new URL('https://www.example-forum.org/imprint'))).toBe('example-forum.org');
  });
  it('is the site’s domain on a local host only when opened by its link', () => {
    expect(domainNameToStore(site, true, new URL('http://localhost:3000/?domain=example-forum.org'))).toBe('example-forum.org');
    expect(domainNameToStore(site, true, new URL('http://localhost:3000/imprint'))).toBeNull();
  });
});

describe('clickedControlId', () => {
  it('is the id of the control the click landed in, or null', () => {
    expect(clickedControlId({ closest: () => ({ id: 'menu-dashboard' }) } as unknown as EventTarget)).toBe('menu-dashboard');
    expect(clickedControlId({ closest: () => ({ id: '' }) } as unknown as EventTarget)).toBeNull();
    expect(clickedControlId({ closest: () => null } as unknown as EventTarget)).toBeNull();
    expect(clickedControlId(null)).toBeNull();
  });
});

describe('recordSessionSettings', () => {
  it('sets registeredBefore and entitled in local storage after a login, and keeps registeredBefore after logout', () => {
    const { storage, settings, auth } = setUp();
    expect(settings.get()).toMatchObject({ registeredBefore: false, entitled: false });
    auth.set(MEMBER);
    expect(storage.getItem('registeredBefore')).toBe('true');
    expect(storage.getItem('entitled')).toBe('true');
    auth.set(null);
    expect(storage.getItem('registeredBefore')).toBe('true');
    expect(storage.getItem('entitled')).toBe('false');
  });

  it('takes a session the page was rendered with as a login', () => {
    const { storage } = setUp({ ...MEMBER, entitled: false });
    expect(storage.getItem('registeredBefore')).toBe('true');
    expect(storage.getItem('entitled')).toBe('false');
  });

  it('sets lastClickedId after each click on a control with an id, and stops when asked', () => {
    const { storage, clicks, stop } = setUp();
    clicks.dispatchEvent(clickOn('menu-dashboard'));
    expect(storage.getItem('lastClickedId')).toBe('"menu-dashboard"');
    clicks.dispatchEvent(clickOn('menu-various'));
    expect(storage.getItem('lastClickedId')).toBe('"menu-various"');
    stop();
    clicks.dispatchEvent(clickOn('menu-intern'));
    expect(storage.getItem('lastClickedId')).toBe('"menu-various"');
  });
});
