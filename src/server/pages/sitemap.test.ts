import { describe, expect, it } from 'vitest';
import { publicSite } from '@shared/page-context';
import { loadRegistry } from '../registry';
import { publicPages, robotsTxt, sitemapXml } from './sitemap';

const registry = loadRegistry('config/sites.json');
const site = (id: string) => publicSite(registry.sites.find((entry) => entry.id === id)!);

describe('sitemapXml', () => {
  it('lists every public page of the site in all eight languages with alternates', () => {
    const xml = sitemapXml(site('forum'));
    expect(xml.match(/<url>/g)).toHaveLength(publicPages(site('forum')).length * 8);
    expect(xml).toContain('<loc>https://diakonie-forum.example/cafe?lang=ar</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://diakonie-forum.example/2024"');
  });

  it('never lists member pages or another site', () => {
    const xml = sitemapXml(site('crypt'));
    expect(xml).not.toMatch(/intern|dashboard|protected|login/);
    for (const other of registry.sites.filter((entry) => entry.domain !== 'krypta-archiv.example')) expect(xml).not.toContain(other.domain);
  });
});

describe('robotsTxt', () => {
  it('names the host’s own sitemap', () => {
    expect(robotsTxt(site('peace'))).toContain('Sitemap: https://friede-aktion.example/sitemap.xml');
  });
});
