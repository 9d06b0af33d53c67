// GET /cv.pdf over HTTP, read back with poppler (pdfinfo, pdffonts, pdftotext, as .ci/run installs
// them): one A4 PDF per language with the CV's title, the owner as author, the language and the
// text's subject in its metadata; selectable text holding the owner's name, contact and the written
// out addresses of its links; the Arabic and Tamil faces embedded where those scripts are set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { httpsGet, registry, serverForTests } from '@server/testing/test-server';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { findSiteByDomain } from '@shared/hosts';

const CV_HOST = registry.sites.find((site) => site.set === 'personal')!.domain;
const OTHER_HOST = registry.sites.find((site) => site.set !== 'personal')!.domain;
const folder = mkdtempSync(path.join(tmpdir(), 'cv-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The CV's title in each language, as its content file's heading has it. */
const TITLES: Record<LanguageCode, string> = {
  en: 'Curriculum vitae',
  de: 'Lebenslauf',
  es: 'Currículum vítae',
  it: 'Curriculum vitae',
  lt: 'Gyvenimo aprašymas',
  ru: 'Резюме',
  ar: 'السيرة الذاتية',
  ta: 'வாழ்க்கைக் குறிப்பு',
};

function poppler(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' });
}

describe('the CV as a PDF', () => {
  let server: BuiltServer;
  serverForTests({ pages: true, trustProxy: ['127.0.0.1'] }, (started) => {
    server = started;
  });

  it.each(LANGUAGE_CODES)('in %s: A4, metadata, selectable text with links written out, fonts for its script', { timeout: 60_000 }, async (language) => {
    const response = await httpsGet(server, CV_HOST, `/cv.pdf?lang=${language}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="cv-${language}.pdf"`);
    const file = path.join(folder, `cv-${language}.pdf`);
    writeFileSync(file, response.rawPayload);

    const info = poppler('pdfinfo', ['-enc', 'UTF-8', file]);
    const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'mu').exec(info)?.[1];
    expect(field('Title')).toBe(TITLES[language]);
    expect(field('Author')).toBe(`${registry.owner.firstName} ${registry.owner.lastName}`);
    expect(field('Subject')?.length).toBeGreaterThan(40);
    expect(field('Page size')).toBe('595.28 x 841.89 pts (A4)');
    const pages = Number(field('Pages'));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(5);
    expect(response.rawPayload.toString('latin1')).toContain(`/Lang (${language})`);

    const text = poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(text).toContain(`${registry.owner.firstName} ${registry.owner.lastName}`);
    expect(text).toContain(registry.owner.mail);
    expect(text).toContain(registry.owner.web);
    // The link to the imprint, a path of the site, is written out in full and in the PDF's language.
    expect(text).toContain(`${registry.owner.web}/imprint?lang=${language}`);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(pages);

    const fonts = poppler('pdffonts', [file]);
    expect(fonts).toMatch(/NotoSans-(Regular|Bold)/u);
    if (language === 'ar') expect(fonts).toMatch(/NotoSansArabic-(Regular|Bold)/u);
    if (language === 'ta') expect(fonts).toMatch(/NotoSansTamil-(Regular|Bold)/u);
  });

  it('is offered on the CV page in the page’s language', async () => {
    for (const [language, label] of [['en', 'Download as PDF'], ['ar', 'تنزيل بصيغة PDF'], ['ta', 'PDF ஆகப் பதிவிறக்கு']] as const) {
      const page = await httpsGet(server, CV_HOST, `/cv?lang=${language}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(new RegExp(`<a href="/cv\\.pdf\\?lang=${language}" type="application/pdf" title="[^"]+">${label}</a>`, 'u'));
    }
  });

  it('is there only on the site with the CV page, and refuses an unknown language', async () => {
    expect(findSiteByDomain(registry, OTHER_HOST)?.set).not.toBe('personal');
    expect((await httpsGet(server, OTHER_HOST, '/cv.pdf?lang=en')).statusCode).toBe(404);
    expect((await httpsGet(server, CV_HOST, '/cv.pdf?lang=xx')).statusCode).toBe(400);
    expect((await httpsGet(server, CV_HOST, '/cv.pdf')).statusCode).toBe(400);
  });
});
