// Per host: /sitemap.xml lists the site's public pages in every language with their hreflang
// alternates (never member pages, never another site); /robots.txt names that sitemap.
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';
import type { PublicSite } from '@shared/page-context';
import { SITE_PAGES } from '@shared/site-pages';
import { escapeHtml, pageUrl } from './head';

/** The public addresses of a site: its own pages and the imprint every site has. */
export function publicPages(site: PublicSite): string[] {
  return [...new Set([...SITE_PAGES[site.set].pages, 'imprint'])];
}

export function sitemapXml(site: PublicSite): string {
  const alternates = (page: string) =>
    [
      ...LANGUAGE_CODES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[language].locale}" href="${escapeHtml(pageUrl(site.domain, page, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(site.domain, page))}"/>`,
    ].join('');
  const urls = publicPages(site).flatMap((page) =>
    LANGUAGE_CODES.map((language) => `<url><loc>${escapeHtml(pageUrl(site.domain, page, language))}</loc>${alternates(page)}</url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: PublicSite): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://${site.domain}/sitemap.xml\n`;
}
