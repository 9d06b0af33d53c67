import { describe, expect, it } from 'vitest';
import { chooseLanguage, parseAcceptLanguage } from './language';

describe('chooseLanguage', () => {
  it('takes ?lang= when it names one of the eight languages', () => {
    expect(chooseLanguage('ar', 'de-DE,de;q=0.9')).toEqual({ language: 'ar', explicit: true });
    expect(chooseLanguage('xx', 'de-DE')).toEqual({ language: 'de', explicit: false });
    expect(chooseLanguage(['de', 'ru'], undefined)).toEqual({ language: 'en', explicit: false });
  });

  it('else the most wanted supported language of Accept-Language, else English', () => {
    expect(chooseLanguage(undefined, 'fr-FR,fr;q=0.9,lt;q=0.8,ru;q=0.7')).toEqual({ language: 'lt', explicit: false });
    expect(chooseLanguage(undefined, 'ru;q=0.3, ta-IN')).toEqual({ language: 'ta', explicit: false });
    expect(chooseLanguage(undefined, 'fr, pt-BR')).toEqual({ language: 'en', explicit: false });
    expect(chooseLanguage(undefined, 'de;q=0, it')).toEqual({ language: 'it', explicit: false });
    expect(chooseLanguage(undefined, undefined)).toEqual({ language: 'en', explicit: false });
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight and keeps the order of equal weights', () => {
    expect(parseAcceptLanguage('es;q=0.5, it, *;q=0.1, en-US;q=0.9')).toEqual(['it', 'en-us', 'es']);
    expect(parseAcceptLanguage('garbage;q=abc')).toEqual([]);
  });
});
