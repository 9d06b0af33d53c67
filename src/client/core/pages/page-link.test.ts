import { describe, expect, it } from 'vitest';
import { inLanguage, withKeptParams } from './page-link';

const DOMAINS = ['diakonie-forum.example', 'friede-aktion.example'];

describe('withKeptParams', () => {
  it('keeps the language and the chosen site of the current address', () => {
    expect(withKeptParams('/cafe', '?lang=de&utm=x')).toBe('/cafe?lang=de');
    expect(withKeptParams('/cafe#hours', '?domain=diakonie-forum.example&lang=ar', DOMAINS)).toBe('/cafe?lang=ar&domain=diakonie-forum.example#hours');
  });

  it('drops what the server drops: an invalid language, and a domain that is not one of the local host’s', () => {
    expect(withKeptParams('/cafe', '?lang=zz9&domain=evil.example', DOMAINS)).toBe('/cafe');
    expect(withKeptParams('/cafe', '?lang=de&domain=diakonie-forum.example')).toBe('/cafe?lang=de');
    expect(withKeptParams('/cafe', '?domain=Diakonie-Forum.example', DOMAINS)).toBe('/cafe?domain=diakonie-forum.example');
  });

  it('leaves a link alone when the address names nothing, and lets the link’s own values win', () => {
    expect(withKeptParams('/cv', '')).toBe('/cv');
    expect(withKeptParams('/login?from=%2Fdashboard&lang=en', '?lang=de')).toBe('/login?from=%2Fdashboard&lang=en');
  });

  it('reads each address anew: links of other addresses and of another site list in turn', () => {
    expect(withKeptParams('/cafe', '?lang=de&domain=diakonie-forum.example', DOMAINS)).toBe('/cafe?lang=de&domain=diakonie-forum.example');
    expect(withKeptParams('/cafe', '?lang=ar&domain=diakonie-forum.example', DOMAINS)).toBe('/cafe?lang=ar&domain=diakonie-forum.example');
    expect(withKeptParams('/cafe', '?lang=ar&domain=diakonie-forum.example', ['friede-aktion.example'])).toBe('/cafe?lang=ar');
    expect(withKeptParams('/cafe?x=1', '?lang=ar&domain=diakonie-forum.example', DOMAINS)).toBe('/cafe?x=1&lang=ar&domain=diakonie-forum.example');
    expect(withKeptParams('/cafe', '?utm=x')).toBe('/cafe');
  });
});

describe('inLanguage', () => {
  it('adds the language to a path, keeps its query and a language it names itself, and ignores an unknown code', () => {
    expect(inLanguage('/dashboard', 'ar')).toBe('/dashboard?lang=ar');
    expect(inLanguage('/intern/doc?page=2#top', 'ta')).toBe('/intern/doc?page=2&lang=ta#top');
    expect(inLanguage('/cv?lang=de', 'ar')).toBe('/cv?lang=de');
    expect(inLanguage('/dashboard', 'xx')).toBe('/dashboard');
  });
});
