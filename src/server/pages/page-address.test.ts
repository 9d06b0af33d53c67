import { describe, expect, it } from 'vitest';
import { canonicalPagePath, collapseSlashes, encodePath, pageQuery } from './page-address';

const ROUTES = ['', 'index.html', 'start', 'cv', 'contentWriting', 'intern/1971'];

describe('canonicalPagePath', () => {
  it.each([
    ['/', '/'],
    ['/cv', '/cv'],
    ['/cv/', '/cv'],
    ['//cv//', '/cv'],
    ['/CV', '/cv'],
    ['/contentwriting', '/contentWriting'],
    ['/INTERN//1971/', '/intern/1971'],
    ['/Unknown/', '/Unknown'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPagePath(path, ROUTES)).toBe(canonical);
  });
});

describe('encodePath and collapseSlashes', () => {
  it('never makes an address that reads as another host', () => {
    expect(encodePath(collapseSlashes('//evil.example/x'))).toBe('/evil.example/x');
    expect(encodePath('/\\evil.example')).toBe('/%5Cevil.example');
    expect(encodePath('/a?b#c')).toBe('/a%3Fb%23c');
  });
});

describe('pageQuery', () => {
  const known = (domain: string) => (domain === 'friede-aktion.example' ? domain : null);
  it('keeps a valid language and a known domain, and nothing else', () => {
    expect(String(pageQuery(new URLSearchParams('lang=de&domain=friede-aktion.example&utm_source=x&fbclid=y'), known))).toBe('lang=de&domain=friede-aktion.example');
    expect(String(pageQuery(new URLSearchParams('lang=zz&domain=evil.example&gclid=1'), known))).toBe('');
    expect(String(pageQuery(new URLSearchParams('domain=friede-aktion.example'), () => null))).toBe('');
  });
});
