// Tamil keeps the locale ta-IN although the spec names ta-TA (TA is no country): a documented
// deviation, said in the language management's note in every language and in the README.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';

const LOCALES = 'src/client/features/languages/locales';

describe('the Tamil locale', () => {
  it('is ta-IN, a locale Intl knows with a real region', () => {
    expect(LANGUAGES.ta.locale).toBe('ta-IN');
    expect(new Intl.DisplayNames(['en'], { type: 'region' }).of(new Intl.Locale(LANGUAGES.ta.locale).region!)).toBe('India');
  });

  it.each(LANGUAGE_CODES)('is named, with the spec’s ta-TA, in the language list’s note in %s', (code) => {
    const catalogue = JSON.parse(readFileSync(`${LOCALES}/${code}.json`, 'utf8')) as { list: { hint: string } };
    expect(catalogue.list.hint).toContain('ta-IN');
    expect(catalogue.list.hint).toContain('ta-TA');
  });

  it('is a documented deviation in the README', () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(/\*\*Deviation from the specification:\*\* Tamil is formatted with the locale `ta-IN`[^]*`ta-TA`/);
  });
});
