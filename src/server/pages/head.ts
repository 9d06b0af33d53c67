// What a page carries in its <head> for search engines, link previews and screen readers: title,
// description, canonical and hreflang alternates (absolute https:// URLs built from the configured
// domain, never from the Host header), Open Graph and Twitter cards, and noindex for member pages.
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';

export interface HeadInput {
  /** The site's configured domain. */
  domain: string;
  /** Route path without slashes ('' for home); null for a page without an address of its own (404). */
  routePath: string | null;
  language: LanguageCode;
  title: string;
  description: string;
  siteName: string;
  /** Absolute path of the page's picture for previews, if it has one. */
  image: string | null;
  /** Member pages and pages without an address of their own are not indexed. */
  indexable: boolean;
  /** The address of the site's Atom feed in the page's language, when the site has one (./feeds). */
  feed?: string | null;
  /** The page's schema.org blocks (./structured-data), written only for an indexable page. */
  structuredData?: readonly object[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address of a page in a language (or, without one, the address that picks by browser language). */
export function pageUrl(domain: string, routePath: string, language?: LanguageCode): string {
  return `https://${domain}/${routePath}${language ? `?lang=${language}` : ''}`;
}

/** A JSON-LD block as a data block (never executed, so the CSP's script hashes do not apply); '<', '>' and '&' escaped so no text can end the element. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}

const ogLocale = (language: LanguageCode) => LANGUAGES[language].locale.replace('-', '_');

export function headTags(input: HeadInput): string {
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const tags = [`<title>${escapeHtml(input.title)}</title>`, tag('meta', { name: 'description', content: input.description })];
  if (input.indexable && input.routePath !== null) {
    const canonical = pageUrl(input.domain, input.routePath, input.language);
    tags.push(tag('link', { rel: 'canonical', href: canonical }));
    for (const language of LANGUAGE_CODES) {
      tags.push(tag('link', { rel: 'alternate', hreflang: LANGUAGES[language].locale, href: pageUrl(input.domain, input.routePath, language) }));
    }
    tags.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: pageUrl(input.domain, input.routePath) }));
    tags.push(tag('meta', { property: 'og:url', content: canonical }));
    tags.push(...(input.structuredData ?? []).map(jsonLdScript));
  } else {
    tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
  }
  tags.push(
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: input.siteName }),
    tag('meta', { property: 'og:title', content: input.title }),
    tag('meta', { property: 'og:description', content: input.description }),
    tag('meta', { property: 'og:locale', content: ogLocale(input.language) }),
    ...LANGUAGE_CODES.filter((language) => language !== input.language).map((language) => tag('meta', { property: 'og:locale:alternate', content: ogLocale(language) })),
    tag('meta', { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: input.title }),
    tag('meta', { name: 'twitter:description', content: input.description }),
  );
  if (input.feed) tags.push(tag('link', { rel: 'alternate', type: 'application/atom+xml', hreflang: LANGUAGES[input.language].locale, href: input.feed }));
  if (input.image) {
    const image = `https://${input.domain}${input.image}`;
    tags.push(tag('meta', { property: 'og:image', content: image }), tag('meta', { name: 'twitter:image', content: image }));
  }
  return tags.join('');
}
