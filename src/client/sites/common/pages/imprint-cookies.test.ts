// What the imprint and the members' documentation say about cookies is what a login sets: the
// session cookie (src/server/http/session-cookie.ts), the readable marker beside it, and the mark
// of a logout made offline.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@shared/languages';
import { LOGOUT_PENDING_SECURE, SESSION_MARKER_SECURE } from '@shared/session-marker';

const SESSION_COOKIE = '__Host-session';

describe.each(LANGUAGE_CODES)('the cookies named in %s', (code) => {
  it('are both cookies a login sets, in the imprint', () => {
    const pages = JSON.parse(readFileSync(`src/client/core/i18n/locales/pages/${code}.json`, 'utf8')) as { imprint: { noCookies: string } };
    expect(pages.imprint.noCookies).toContain(SESSION_COOKIE);
    expect(pages.imprint.noCookies).toContain(SESSION_MARKER_SECURE);
    expect(pages.imprint.noCookies).toContain(LOGOUT_PENDING_SECURE);
  });

  it('are both cookies a login sets, in the members’ documentation', () => {
    const doc = readFileSync(`content/members/${code}/intern__doc.md`, 'utf8');
    expect(doc).toContain(`\`${SESSION_COOKIE}\``);
    expect(doc).toContain(`\`${SESSION_MARKER_SECURE}\``);
    expect(doc).toContain(`\`${LOGOUT_PENDING_SECURE}\``);
  });
});
