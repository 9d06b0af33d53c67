import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, jsonLdScript, pageUrl } from './head';

const base = {
  domain: 'diakonie-forum.example',
  routePath: 'cafe',
  language: 'de' as const,
  title: 'Café | diakonie-forum.example',
  description: 'Dienstags 15:00–17:00 „Kaffee“ & <Kuchen>',
  siteName: 'Diakonie-Forum',
  image: null,
  indexable: true,
};

describe('headTags', () => {
  it('names the page in its language with canonical and hreflang URLs from the configured domain', () => {
    const head = headTags(base);
    expect(head).toContain('<title>Café | diakonie-forum.example</title>');
    expect(head).toContain('<link rel="canonical" href="https://diakonie-forum.example/cafe?lang=de">');
    expect(head).toContain('<link rel="alternate" hreflang="ar-SA" href="https://diakonie-forum.example/cafe?lang=ar">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://diakonie-forum.example/cafe">');
    expect(head.match(/hreflang=/g)).toHaveLength(9);
    expect(head).toContain('<meta property="og:locale" content="de_DE">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('noindex');
  });

  it('escapes what it writes', () => {
    expect(headTags(base)).toContain('content="Dienstags 15:00–17:00 „Kaffee“ &amp; &lt;Kuchen&gt;"');
    expect(escapeHtml('"<a>&')).toBe('&quot;&lt;a&gt;&amp;');
  });

  it('marks member pages and the 404 page noindex, without canonical', () => {
    for (const head of [headTags({ ...base, indexable: false }), headTags({ ...base, routePath: null })]) {
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).not.toContain('canonical');
      expect(head).not.toContain('hreflang');
    }
  });

  it('adds the picture of a page as an absolute URL', () => {
    const head = headTags({ ...base, image: '/media/diakonie-forum.example/images/cafe.jpg' });
    expect(head).toContain('<meta property="og:image" content="https://diakonie-forum.example/media/diakonie-forum.example/images/cafe.jpg">');
    expect(head).toContain('summary_large_image');
  });
});

describe('pageUrl', () => {
  it('builds home and language URLs', () => {
    expect(pageUrl('a.example', '')).toBe('https://a.example/');
    expect(pageUrl('a.example', 'intern/doc', 'ta')).toBe('https://a.example/intern/doc?lang=ta');
  });

  it('writes structured data as JSON-LD data blocks that no text can end, only on an indexable page', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Event', name: '</script><script>alert(1)</script> & <!--' };
    const script = jsonLdScript(data);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
    expect(headTags({ ...base, structuredData: [data] })).toContain(script);
    expect(headTags({ ...base, indexable: false, structuredData: [data] })).not.toContain('ld+json');
  });
});
