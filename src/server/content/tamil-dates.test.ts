// Tamil pages write dates in one style, the one the app's components show (Intl in ta-IN): day,
// month and, after a comma, the year ("22 டிசம்பர், 2026"); never the English order "டிசம்பர் 22".
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';

const locale = LANGUAGES.ta.locale;
const MONTHS = Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2026, month, 1)));
const MONTH = MONTHS.join('|');
// Tamil vowel signs are marks, not letters: a month name counts only where no Tamil letter or sign stands before it.
const BEFORE = '(?<![\\p{L}\\p{M}\\d])';
const MONTH_FIRST = new RegExp(`${BEFORE}(?:${MONTH}) \\d{1,2}(?!\\d)`, 'u');
const YEAR_WITHOUT_COMMA = new RegExp(`${BEFORE}\\d{1,2} (?:${MONTH}) \\d{4}`, 'u');

const pages = readdirSync('content', { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.parentPath.endsWith('/ta'))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();

describe('Tamil dates', () => {
  it('follow the style of the app (Intl in ta-IN)', () => {
    expect(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(2026, 11, 22))).toBe('22 டிசம்பர், 2026');
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('are written day first, with a comma before the year, in %s', (file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.filter((line) => MONTH_FIRST.test(line) || YEAR_WITHOUT_COMMA.test(line))).toEqual([]);
  });
});
