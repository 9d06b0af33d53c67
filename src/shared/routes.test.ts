import { describe, expect, it } from 'vitest';
import type { AuthUser } from './api-types';
import { buildMenu, routeTitleKey, safeReturnPath, toRoutePath } from './routes';

const member: AuthUser = { name: 'mara', email: null, entitled: false, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };

describe('buildMenu', () => {
  it('offers only login when logged out', () => {
    expect(buildMenu(null).map((item) => item.path)).toEqual(['login']);
  });
  it('offers the member items and a not-entitled chat when logged in', () => {
    const menu = buildMenu(member);
    expect(menu.map((item) => item.path)).toEqual(['dashboard', 'protected', 'intern', 'various', 'intern/chat', 'log_out']);
    expect(menu.find((item) => item.path === 'intern/chat')?.entitled).toBe(false);
  });
  it('adds doc only for entitled users', () => {
    expect(buildMenu({ ...member, entitled: true }).map((item) => item.path)).toContain('intern/doc');
  });
});

describe('toRoutePath', () => {
  it('treats /, /index.html and /start as home', () => {
    expect(['/', '/index.html', '/start', '/start/'].map(toRoutePath)).toEqual(['', '', '', '']);
    expect(toRoutePath('/intern/doc')).toBe('intern/doc');
  });
  it('names the title key of a route', () => {
    expect(routeTitleKey('')).toBe('routes.home');
    expect(routeTitleKey('intern/chat')).toBe('routes.intern/chat');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/intern/1971?lang=de', '/dashboard')).toBe('/intern/1971?lang=de');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and non-strings', () => {
    for (const candidate of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'intern', '', null, 42]) {
      expect(safeReturnPath(candidate, '/dashboard')).toBe('/dashboard');
    }
  });
});
