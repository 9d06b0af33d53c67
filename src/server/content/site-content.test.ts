// Every page of every site, and every member text, exists in all eight languages, with a title, a
// description and real text; a translation is not the English text, and it states the same numbers
// (people, euros, times, dates, sizes) as the English page.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { titleOf } from '@shared/content';
import { LANGUAGE_CODES } from '@shared/languages';
import { SITE_SETS } from '@shared/site-registry';
import { MEMBER_CONTENT_FOLDER, MEMBER_TEXT_PAGES, SITE_PAGES, contentFileName } from '@shared/site-pages';
import { parseMarkdown, splitContentFile } from './markdown';

/** Every page is written in all eight languages. */
const WRITTEN = LANGUAGE_CODES;
const TRANSLATIONS = WRITTEN.filter((language) => language !== 'en');

/**
 * The numbers a text states, in any order, whatever grouping its language writes: '1,094',
 * '1.094', '1 094', '١٬٠٩٤' and '1094' all give 1 and 094, as the digits are read in groups of
 * three from the right; the Indian '3,60,000' gives 360 and 000 like '360,000'. '17:00' gives 17
 * and 00. Arabic-Indic digits count as Latin ones. Link targets and placeholders are left out.
 */
function numbersIn(text: string): string[] {
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const withoutMarkup = latin.replace(/\{\{[^}]+\}\}|\[\[hidden:[^\]]+\]\]|\]\([^)]*\)/g, ' ');
  const indianJoined = withoutMarkup.replace(/(\d),(?=\d{2},\d{3}(?!\d))/g, '$1');
  const runs = indianJoined.match(/\d+/g) ?? [];
  return runs.flatMap((run) => run.match(/^\d{1,3}(?=(\d{3})*$)|\d{3}/g)!).sort();
}

const pages = [
  ...SITE_SETS.flatMap((set) => [...SITE_PAGES[set].pages, ...SITE_PAGES[set].internal].map((page) => ({ folder: set, page, long: true }))),
  ...Object.keys(MEMBER_TEXT_PAGES).map((page) => ({ folder: MEMBER_CONTENT_FOLDER, page, long: false })),
];
const file = (folder: string, language: string, page: string) => `content/${folder}/${language}/${contentFileName(page)}.md`;

describe.each(pages)('content/$folder/*/$page', ({ folder, page, long }) => {
  const english = readFileSync(file(folder, 'en', page), 'utf8');

  it.each(WRITTEN)('exists in %s with a title, a description and real text', (language) => {
    const path = file(folder, language, page);
    expect(existsSync(path), path).toBe(true);
    const text = readFileSync(path, 'utf8');
    const { description, body } = splitContentFile(text);
    expect(titleOf(parseMarkdown(body)), path).toBeTruthy();
    if (long) {
      expect(body.length, path).toBeGreaterThan(400);
      expect(description?.length ?? 0, `${path}: description`).toBeGreaterThanOrEqual(60);
      expect(description?.length ?? 0, `${path}: description`).toBeLessThanOrEqual(200);
    }
    expect(text, path).not.toMatch(/lorem ipsum|coming soon/i);
    expect(text, path).not.toMatch(/\bTODO\b/);
  });

  it.each(TRANSLATIONS)('in %s is a translation with the numbers of the English text', (language) => {
    const path = file(folder, language, page);
    const text = readFileSync(path, 'utf8');
    const englishParagraphs = new Set(splitContentFile(english).body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph.length > 80));
    const copied = splitContentFile(text).body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => englishParagraphs.has(paragraph));
    expect(copied, `${path}: paragraphs left in English`).toEqual([]);
    expect(numbersIn(splitContentFile(text).body), `${path}: numbers differ from the English page`).toEqual(numbersIn(splitContentFile(english).body));
  });
});

describe('the number check', () => {
  it('reads numbers alike whatever the language writes them', () => {
    const english = numbersIn('about 200–250 people, 1,094 m², 360,000 EUR, 29.23 MB, 17:00, Matthew 18:21');
    expect(numbersIn('etwa 200–250 Menschen, 1.094 m², 360.000 EUR, 29,23 MB, 17:00, Matthäus 18,21')).toEqual(english);
    expect(numbersIn('200–250 شخص، ١٬٠٩٤ م²، ٣٦٠٬٠٠٠ يورو، ٢٩٫٢٣ م.ب، ١٧:٠٠، متى ١٨:٢١')).toEqual(english);
    expect(numbersIn('circa 200–250 persone, 1094 m², 360.000 EUR, 29,23 MB, 17:00, Matteo 18,21')).toEqual(english);
    expect(numbersIn('200–250 பேர், 1,094 ச.மீ., 3,60,000 யூரோ, 29.23 MB, 17:00, மத்தேயு 18:21')).toEqual(english);
    expect(numbersIn('{{owner.phone}} [x](/2024)')).toEqual([]);
    expect(numbersIn('200–260')).not.toEqual(numbersIn('200–250'));
  });
});
