import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteRegistry } from '../../shared/site-registry';
import { decideView } from './decide-view';

const registry = parseSiteRegistry(JSON.parse(readFileSync('config/sites.json', 'utf8')), 'config/sites.json');
const at = (url: string) => {
  const parsed = new URL(url);
  return { protocol: parsed.protocol, host: parsed.host, href: parsed.href };
};

describe('decideView', () => {
  it('renders nothing for a host that is not allowed', () => {
    expect(decideView(registry, at('https://evil.example/'), null)).toEqual({ kind: 'nothing' });
  });
  it('shows the HTTPS notice on plain http to a public host, with its port', () => {
    expect(decideView(registry, at('http://diakonie-forum.example:8080/login'), null)).toEqual({
      kind: 'https-notice',
      protocol: 'http',
      url: 'http://diakonie-forum.example:8080/login',
      port: 8080,
    });
    expect(decideView(registry, at('http://diakonie-forum.example/'), null)).toMatchObject({ port: 80 });
  });
  it('serves the site of the host over HTTPS and on local http', () => {
    expect(decideView(registry, at('https://diakonie-forum.example/'), null)).toMatchObject({ kind: 'site', site: { id: 'forum' }, local: false });
    expect(decideView(registry, at('http://localhost:3000/'), null)).toMatchObject({ kind: 'site', site: { id: 'construction' }, local: true });
    expect(decideView(registry, at('http://diakonie-forum.example:5173/'), null)).toMatchObject({ kind: 'site' });
  });
  it('lets local hosts choose a domain, and names an unknown one', () => {
    expect(decideView(registry, at('http://127.0.0.1:3000/'), 'diakonie-forum.example')).toMatchObject({ kind: 'site', site: { id: 'forum' } });
    expect(decideView(registry, at('http://localhost/'), 'nowhere.example')).toEqual({ kind: 'unknown-domain', domain: 'nowhere.example' });
  });
  it('ignores a chosen domain on public hosts', () => {
    expect(decideView(registry, at('https://diakonie-forum.example/'), 'krypta-archiv.example')).toMatchObject({ site: { id: 'forum' } });
  });
});
