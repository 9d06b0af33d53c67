import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, directionOfLanguage, isLeftToRightValue } from './bidi';

describe('isLeftToRightValue', () => {
  it('knows phone numbers, mail and web addresses', () => {
    for (const value of ['+1 555 0100', '+49 (0)30 1234-567', 'ann@a.example', 'https://a.example/x', 'www.a.example', 'diakonie-forum.example']) {
      expect(isLeftToRightValue(value), value).toBe(true);
    }
  });

  it('leaves names, places, short numbers and sentences alone', () => {
    for (const value of ['Martin Sommerfeld', 'Berlin', '10115', '2026', 'Dr. med.', 'Hello. World']) expect(isLeftToRightValue(value), value).toBe(false);
  });
});

describe('directionOfLanguage', () => {
  it('reads the direction from the script the language is written in', () => {
    expect(directionOfLanguage('ar')).toBe('rtl');
    expect(directionOfLanguage('he')).toBe('rtl');
    expect(directionOfLanguage('en')).toBe('ltr');
    expect(directionOfLanguage('ta')).toBe('ltr');
    expect(directionOfLanguage('az-Arab')).toBe('rtl');
    expect(directionOfLanguage('ar-Latn')).toBe('ltr');
  });

  it('accepts only valid language tags', () => {
    expect(canonicalLanguageTag('EN-gb')).toBe('en-GB');
    expect(canonicalLanguageTag('1x')).toBeNull();
    expect(canonicalLanguageTag('')).toBeNull();
  });
});
