import { describe, expect, it } from 'vitest';
import { chooseListLanguage, languagesOfListFiles } from './list-language';

describe('the language of the lists', () => {
  const available = ['de', 'en'];

  it('uses the visitor language where lists exist', () => {
    expect(chooseListLanguage('de', available)).toEqual({ language: 'de', fallback: false });
    expect(chooseListLanguage('en', available)).toEqual({ language: 'en', fallback: false });
  });

  it('falls back to English and says so', () => {
    expect(chooseListLanguage('ar', available)).toEqual({ language: 'en', fallback: true });
  });

  it('reads the languages from the file paths', () => {
    expect(languagesOfListFiles(['../data/en/words.csv', '../data/de/words.csv', '../data/de/morphemes.csv', '../other/x.csv'])).toEqual(['de', 'en']);
  });
});
