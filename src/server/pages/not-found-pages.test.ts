import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toRoutePath } from '@shared/routes';
import { memberRoutes, publicRoutes } from '@shared/site-pages';
import { SITE_SETS } from '@shared/site-registry';
import { NOT_FOUND_STAND_IN, NotFoundPages, escapeText, fillNotFoundPage } from './not-found-pages';

const page = (path: string) => `<html><p>Page ${path} could not be found!</p><script>{"now":1}</script></html>`;

describe('the kept 404 pages', () => {
  it('escape a path as React escapes text', () => {
    expect(escapeText(`/a&b'c"<d>`)).toBe('/a&amp;b&#x27;c&quot;&lt;d&gt;');
    for (const path of [`/a&b'c"<d>`, '/%C3%A4%3Cb%3E&amp;', '/x?y=1#z', "/''&&<<>>\"\""]) {
      expect(`<p>${escapeText(path)}</p>`, path).toBe(renderToString(createElement('p', null, path)));
    }
  });

  it('fill each path into the page rendered at the stand-in path: the bytes of a page rendered at that path', () => {
    const pages = new NotFoundPages();
    const kept = pages.keep('site en', '2030-03-10', page(NOT_FOUND_STAND_IN));
    expect(fillNotFoundPage(kept, "/x&y'z")).toBe(page('/x&amp;y&#x27;z'));
    expect(fillNotFoundPage(kept, NOT_FOUND_STAND_IN)).toBe(page(NOT_FOUND_STAND_IN));
  });

  it('keep a page for its day only, under its own key', () => {
    const pages = new NotFoundPages();
    expect(pages.get('site en', '2030-03-10')).toBeUndefined();
    const kept = pages.keep('site en', '2030-03-10', page(NOT_FOUND_STAND_IN));
    expect(pages.get('site en', '2030-03-10')).toBe(kept);
    expect(pages.get('site ar', '2030-03-10')).toBeUndefined();
    expect(pages.get('site en', '2030-03-11')).toBeUndefined();
    // A render begun the day before is answered, not kept into the new day.
    pages.keep('site en', '2030-03-10', page(NOT_FOUND_STAND_IN));
    expect(pages.get('site en', '2030-03-11')).toBeUndefined();
  });

  it('refuse a page that shows the path nowhere or more than once (in its state too): it could not be filled in by a join', () => {
    const pages = new NotFoundPages();
    expect(() => pages.keep('k', 'd', page('/elsewhere'))).toThrow(/once/);
    expect(() => pages.keep('k', 'd', `${page(NOT_FOUND_STAND_IN)}<script>"${NOT_FOUND_STAND_IN}"</script>`)).toThrow(/once/);
  });

  it('are rendered at a path that is no route of any site', () => {
    const route = toRoutePath(NOT_FOUND_STAND_IN);
    for (const set of SITE_SETS) {
      expect([...publicRoutes(set), ...memberRoutes(set)]).not.toContain(route);
    }
  });
});
