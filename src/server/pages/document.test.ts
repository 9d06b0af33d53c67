import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DocumentTemplate, scriptHash } from './document';

const template = '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--head--><script type="module" src="/assets/index.js"></script></head><body><!--boot--><div id="root"><!--root--></div><!--state--></body></html>';

describe('DocumentTemplate', () => {
  const document = new DocumentTemplate(template, 'document.body.className="x"');

  it('puts the page into the template', () => {
    const html = document.compose({
      htmlAttributes: { lang: 'ar-SA', dir: 'rtl', 'data-local': true },
      head: '<title>T</title>',
      preloads: { scripts: ['/assets/page.js'], styles: ['/assets/page.css'] },
      root: '<main>Text</main>',
      state: '{"a":1}',
      stateElementId: 'page-state',
    });
    expect(html).toBe(
      '<!doctype html><html lang="ar-SA" dir="rtl" data-local><head><meta charset="utf-8"><title>T</title><link rel="stylesheet" href="/assets/page.css"><link rel="modulepreload" crossorigin href="/assets/page.js"><script type="module" src="/assets/index.js"></script></head><body><script>document.body.className="x"</script><div id="root"><main>Text</main></div><script type="application/json" id="page-state">{"a":1}</script></body></html>',
    );
  });

  it('names the built entry and the route chunks on the boot script, for it to load after the first paint', () => {
    const built = new DocumentTemplate(template.replace('<script type="module" src="/assets/index.js"></script>', '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n  '), 'boot()');
    const html = built.compose({
      htmlAttributes: { lang: 'en-US' },
      head: '<title>T</title>',
      preloads: { scripts: ['/assets/page-b2.js', '/assets/dates-c3.js'], styles: [] },
      root: '<main>Text</main>',
      state: '{}',
      stateElementId: 'page-state',
    });
    expect(html).toBe(
      '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>T</title></head><body><script data-entry="/assets/index-a1.js" data-preload="/assets/page-b2.js /assets/dates-c3.js">boot()</script><div id="root"><main>Text</main></div><script type="application/json" id="page-state">{}</script></body></html>',
    );
  });

  it('names the CSP hash of an inline script', () => {
    expect(scriptHash('document.body.className="x"')).toBe(`'sha256-${createHash('sha256').update('document.body.className="x"').digest('base64')}'`);
  });

  it('refuses a template without the markers', () => {
    expect(() => new DocumentTemplate('<html><head></head></html>', '')).toThrow(/<!--head-->/);
  });
});
