import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first supported language of the browser list', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['ar_SA'])).toBe('ar');
  });
  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['fr', 'zh-CN'])).toBe('en');
  });
});

describe('LANGUAGES', () => {
  it('has a valid Intl locale for every language', () => {
    for (const code of LANGUAGE_CODES) {
      const locale = LANGUAGES[code].locale;
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale]);
    }
  });
  it('writes Arabic right to left and only Arabic', () => {
    expect(LANGUAGE_CODES.filter((code) => LANGUAGES[code].dir === 'rtl')).toEqual(['ar']);
  });
});
