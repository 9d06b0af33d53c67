import { describe, expect, it } from 'vitest';
import { askedAccountHome, signInPassUrl, signInStartUrl } from './sign-in-handoff';

describe('the single sign-on addresses', () => {
  it('carry the return path as one encoded parameter', () => {
    expect(signInPassUrl('/intern?lang=de')).toBe('/sign-in/pass?from=%2Fintern%3Flang%3Dde');
    expect(signInStartUrl('/dashboard')).toBe('/sign-in/start?from=%2Fdashboard');
  });
});

describe('askedAccountHome', () => {
  it('reads the marker by its exact name among the page’s cookies', () => {
    expect(askedAccountHome('__Host-signed-in=1; __Host-sign-in-asked=1')).toBe(true);
    expect(askedAccountHome('__Host-signed-in=1')).toBe(false);
    expect(askedAccountHome('x__Host-sign-in-asked=1')).toBe(false);
    expect(askedAccountHome('')).toBe(false);
  });
});
