// One number style per page and language: the property page writes its plot area and price as the
// property facts beside it do (Intl.NumberFormat in the language's locale), so Spanish shows 1094
// m² in the text as in the facts, and Tamil groups the price the Indian way (3,60,000) in both.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';

const NUMBERS = [1094, 360000];
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/** Every way the text writes n: the digit runs with their separators that read as n. */
function writingsOf(text: string, n: number): string[] {
  const candidates = latinDigits(text).match(/\d+(?:[.,\u00a0\u202f\u066c ]\d{2,3}(?!\d))*/g) ?? [];
  return candidates.filter((candidate) => candidate.replace(/\D/g, '') === String(n));
}

describe.each(LANGUAGE_CODES)('the property page in %s', (code) => {
  const text = readFileSync(`content/personal/${code}/property.md`, 'utf8');
  const format = new Intl.NumberFormat(LANGUAGES[code].locale);

  it.each(NUMBERS)('writes %d only as the property facts do', (n) => {
    const writings = writingsOf(text, n);
    expect(writings.length).toBeGreaterThan(0);
    expect([...new Set(writings)]).toEqual([latinDigits(format.format(n))]);
  });
});
