import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@shared/api-types';
import { loadRegistry } from '../registry';
import { ContentStore } from './content-store';
import { PageService } from './page-service';

const registry = loadRegistry('config/sites.json');
const service = new PageService(new ContentStore('content', registry));
const site = (id: string) => registry.sites.find((entry) => entry.id === id)!;
const member: AuthUser = { name: 'gemeinde', email: null, entitled: false, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null };

describe('PageService', () => {
  it('gives public texts to everyone', () => {
    expect(service.load(site('forum'), 'cafe', 'en', null)).toMatchObject({ kind: 'page', access: 'public' });
  });

  it('asks for a login before any member text', () => {
    expect(service.load(site('crypt'), 'intern/1971', 'en', null)).toEqual({ kind: 'login' });
    expect(service.load(site('writing'), 'intern/mps30', 'de', null)).toEqual({ kind: 'login' });
    expect(service.load(site('forum'), 'intern/doc', 'en', null)).toEqual({ kind: 'login' });
    expect(service.load(site('forum'), 'protected', 'en', null)).toEqual({ kind: 'login' });
  });

  it('refuses internal and entitled texts to members without the flag', () => {
    expect(service.load(site('crypt'), 'intern/2001', 'en', member)).toEqual({ kind: 'page', access: 'internal', data: { page: 'intern/2001', forbidden: 'internal' } });
    expect(service.load(site('peace'), 'intern/doc', 'en', member)).toEqual({ kind: 'page', access: 'entitled', data: { page: 'intern/doc', forbidden: 'entitled' } });
    expect(service.load(site('peace'), 'protected', 'en', member)).toMatchObject({ kind: 'page', data: { page: 'protected', fallback: false } });
  });

  it('gives internal and entitled texts to members with the flag', () => {
    const flagged = { ...member, internal: true, entitled: true };
    expect(service.load(site('crypt'), 'intern/1971', 'en', flagged)).toMatchObject({ kind: 'page', data: { title: expect.stringContaining('1971') } });
    expect(service.load(site('peace'), 'intern/doc', 'de', flagged)).toMatchObject({ kind: 'page', data: { language: 'de' } });
  });

  it('has no page at paths a site does not have, nor at another site’s paths', () => {
    expect(service.load(site('forum'), 'cv', 'en', null)).toEqual({ kind: 'not-found' });
    expect(service.load(site('personal'), 'intern/1971', 'en', { ...member, internal: true })).toEqual({ kind: 'not-found' });
    expect(service.access(site('personal'), 'nothing')).toBeNull();
  });
});
