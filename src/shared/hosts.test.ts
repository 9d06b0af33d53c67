import { describe, expect, it } from 'vitest';
import { findSiteByDomain, isLocalHost, needsHttpsNotice, normalizeHost, parseIPv4, resolveHost } from './hosts';
import type { SiteRegistry } from './site-registry';

const registry = {
  sites: [
    { id: 'forum', set: 'forum', domain: 'forum.example', hosts: ['forum.example'], title: { type: 'domain' } },
    {
      id: 'construction',
      set: 'construction',
      domain: 'tax.example',
      hosts: ['tax.example', 'localhost', '127.0.0.1', '[::1]', '192.168.0.0/16'],
      title: { type: 'domain' },
    },
  ],
} as unknown as SiteRegistry;

describe('normalizeHost', () => {
  it('strips www., port, case and a trailing dot', () => {
    expect(normalizeHost('WWW.Forum.Example.:8443')).toEqual({ host: 'forum.example', port: 8443, hadWww: true });
    expect(normalizeHost('forum.example')).toEqual({ host: 'forum.example', port: null, hadWww: false });
  });
  it('keeps IPv6 brackets and reads the port after them', () => {
    expect(normalizeHost('[::1]:3000')).toEqual({ host: '[::1]', port: 3000, hadWww: false });
  });
  it('rejects malformed values', () => {
    for (const bad of ['', 'exa mple.com', 'a..b', 'host:99999', 'host:0', '.example', 'x/y', 'user@host']) {
      expect(normalizeHost(bad), bad).toBeNull();
    }
  });
});

describe('parseIPv4', () => {
  it('parses dotted quads strictly', () => {
    expect(parseIPv4('192.168.1.20')).toEqual([192, 168, 1, 20]);
    expect(parseIPv4('192.168.1.300')).toBeNull();
    expect(parseIPv4('192.168.01.1')).toBeNull();
    expect(parseIPv4('192.168.1')).toBeNull();
  });
});

describe('isLocalHost', () => {
  it('accepts localhost, loopback and 192.168.0.0/16', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '192.168.0.1', '192.168.255.255']) {
      expect(isLocalHost(host), host).toBe(true);
    }
  });
  it('refuses look-alikes', () => {
    for (const host of ['192.168.evil.example', '192.168.1.300', '192.169.0.1', '10.0.0.1', 'localhost.example', '127.0.0.2']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});

describe('resolveHost', () => {
  it('finds the site of an allowed host, ignoring www. and port', () => {
    const resolution = resolveHost(registry, 'www.forum.example:443');
    expect(resolution).toMatchObject({ kind: 'site', host: 'forum.example', local: false, site: { id: 'forum' } });
  });
  it('serves local network addresses through a CIDR entry', () => {
    expect(resolveHost(registry, '192.168.7.9:3000')).toMatchObject({ kind: 'site', local: true, site: { id: 'construction' } });
  });
  it('refuses hosts not on the list', () => {
    expect(resolveHost(registry, 'evil.example')).toEqual({ kind: 'not-allowed', host: 'evil.example' });
    expect(resolveHost(registry, '192.168.evil.example').kind).toBe('not-allowed');
    expect(resolveHost(registry, 'forum.example.evil.example').kind).toBe('not-allowed');
  });
});

describe('resolveHost against look-alike hosts', () => {
  it('refuses a listed host with something glued before, after or around it', () => {
    const lookAlikes = [
      'evil-forum.example',
      'evilforum.example',
      'sub.forum.example',
      'forum.examplex',
      'forum.example-evil',
      'forum.example.evil.example',
      'wwwforum.example',
      'www-forum.example',
      'www.www.forum.example',
      'www.evil-forum.example',
      'xtax.example',
      'localhost.evil.example',
    ];
    for (const host of lookAlikes) expect(resolveHost(registry, host).kind, host).toBe('not-allowed');
  });
  it('still serves the listed hosts, with or without www., in any case and with a trailing dot', () => {
    for (const host of ['forum.example', 'www.forum.example', 'FORUM.example.', 'www.forum.example:8443']) {
      expect(resolveHost(registry, host), host).toMatchObject({ kind: 'site', host: 'forum.example', site: { id: 'forum' } });
    }
    expect(resolveHost(registry, 'tax.example')).toMatchObject({ kind: 'site', site: { id: 'construction' }, local: false });
  });
});

describe('findSiteByDomain', () => {
  it('finds a site by its domain name, or nothing', () => {
    expect(findSiteByDomain(registry, 'Forum.Example')?.id).toBe('forum');
    expect(findSiteByDomain(registry, 'nowhere.example')).toBeNull();
  });
});

describe('needsHttpsNotice', () => {
  it('asks for HTTPS on plain http to a public host', () => {
    expect(needsHttpsNotice('http:', 'forum.example', null)).toBe(true);
    expect(needsHttpsNotice('https:', 'forum.example', null)).toBe(false);
  });
  it('exempts local hosts and the dev port', () => {
    expect(needsHttpsNotice('http:', 'localhost', 3000)).toBe(false);
    expect(needsHttpsNotice('http:', 'forum.example', 5173)).toBe(false);
  });
});
