import { describe, expect, it } from 'vitest';
import { withKeptParams } from './page-link';

describe('withKeptParams', () => {
  it('keeps the language and the chosen site of the current address', () => {
    expect(withKeptParams('/cafe', '?lang=de&utm=x')).toBe('/cafe?lang=de');
    expect(withKeptParams('/cafe#hours', '?domain=diakonie-forum.example&lang=ar')).toBe('/cafe?lang=ar&domain=diakonie-forum.example#hours');
  });

  it('leaves a link alone when the address names nothing, and lets the link’s own values win', () => {
    expect(withKeptParams('/cv', '')).toBe('/cv');
    expect(withKeptParams('/login?from=%2Fdashboard&lang=en', '?lang=de')).toBe('/login?from=%2Fdashboard&lang=en');
  });
});
