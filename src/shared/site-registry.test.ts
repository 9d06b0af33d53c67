import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RegistryError, accountHomeOf, parseSiteRegistry } from './site-registry';

const shipped: unknown = JSON.parse(readFileSync(new URL('../../config/sites.json', import.meta.url), 'utf8'));

describe('config/sites.json', () => {
  it('is valid and allows 13 hosts, local ones included', () => {
    const registry = parseSiteRegistry(shipped, 'config/sites.json');
    expect(registry.sites.flatMap((site) => site.hosts)).toHaveLength(13);
    expect(registry.sites.map((site) => site.set)).toEqual(
      expect.arrayContaining(['personal', 'crypt', 'forum', 'writing', 'morpheme', 'peace', 'provisional', 'construction']),
    );
    expect(registry.sites.filter((site) => site.set === 'provisional')).toHaveLength(2);
  });
  it('uses only reserved example domains', () => {
    const registry = parseSiteRegistry(shipped, 'config/sites.json');
    for (const site of registry.sites) expect(site.domain).toMatch(/\.example$/);
  });
});

describe('parseSiteRegistry', () => {
  it('names the file, the field and the problem', () => {
    const broken = structuredClone(shipped) as { owner: { mail: string }; sites: { hosts: string[] }[] };
    broken.owner.mail = 'not-a-mail';
    broken.sites[1]!.hosts = [broken.sites[0]!.hosts[0]!];
    expect(() => parseSiteRegistry(broken, 'config/sites.json')).toThrow(RegistryError);
    try {
      parseSiteRegistry(broken, 'config/sites.json');
    } catch (error) {
      expect(String(error)).toContain("config/sites.json: field 'owner.mail'");
      expect(String(error)).toContain("field 'sites.1.hosts.0': host 'martin-sommerfeld.example' is already served by site 'personal'");
    }
  });
  it('refuses an owner profile on a host of this deployment', () => {
    const broken = structuredClone(shipped) as { owner: { profiles: string[] } };
    broken.owner.profiles = ['https://social.example/@tino', 'https://diakonie-forum.example/about'];
    expect(() => parseSiteRegistry(broken, 'x.json')).toThrow("field 'owner.profiles.1': 'diakonie-forum.example' is site 'forum' of this deployment");
    broken.owner.profiles = ['http://social.example/@tino'];
    expect(() => parseSiteRegistry(broken, 'x.json')).toThrow("field 'owner.profiles.0'");
  });
  it('refuses unknown fields', () => {
    expect(() => parseSiteRegistry({ ...(shipped as object), extra: 1 }, 'x.json')).toThrow(/extra|Unrecognized/);
  });
});

describe('the account home in the registry', () => {
  it('is the configured site, else the main site', () => {
    const registry = parseSiteRegistry(shipped, 'config/sites.json');
    expect(accountHomeOf(registry).id).toBe('personal');
    expect(accountHomeOf({ ...registry, accountHome: 'forum' }).domain).toBe('diakonie-forum.example');
    const { accountHome: _left, ...withoutHome } = shipped as { accountHome?: string; mainSite: string };
    expect(accountHomeOf(parseSiteRegistry({ ...withoutHome, mainSite: 'crypt' }, 'x.json')).id).toBe('crypt');
  });
  it('refuses an account home that is no site, or does not answer its domain', () => {
    expect(() => parseSiteRegistry({ ...(shipped as object), accountHome: 'nowhere' }, 'x.json')).toThrow("field 'accountHome': no site has the id 'nowhere'");
    const moved = structuredClone(shipped) as { sites: { id: string; hosts: string[] }[] };
    moved.sites.find((site) => site.id === 'personal')!.hosts = ['cv.example'];
    expect(() => parseSiteRegistry(moved, 'x.json')).toThrow("field 'accountHome': site 'personal' does not answer its domain 'martin-sommerfeld.example'");
  });
});

describe('the organisation in the registry', () => {
  it('refuses a weekly event whose first day is not on its weekday, or that ends before it starts', () => {
    const broken = structuredClone(shipped) as { organization: { weekly: { since: string; end: string }[] } };
    broken.organization.weekly[0]!.since = '2016-01-09';
    broken.organization.weekly[1]!.end = '14:00';
    expect(() => parseSiteRegistry(broken, 'config/sites.json')).toThrow(
      /field 'organization\.weekly\.0\.since': 2016-01-09 is not a Friday[\s\S]*field 'organization\.weekly\.1\.end': must be after start/,
    );
  });
  it('refuses a meeting date that does not exist', () => {
    const broken = structuredClone(shipped) as { organization: { meetings: { dates: string[] } } };
    broken.organization.meetings.dates.push('2025-02-30');
    expect(() => parseSiteRegistry(broken, 'config/sites.json')).toThrow(/organization\.meetings\.dates\.48/);
  });
});
