import { describe, expect, it } from 'vitest';
import { signInPassUrl, signInStartUrl, withAskedMark } from './sign-in-handoff';

describe('the single sign-on addresses', () => {
  it('carry the return path as one encoded parameter', () => {
    expect(signInPassUrl('/intern?lang=de')).toBe('/sign-in/pass?from=%2Fintern%3Flang%3Dde');
    expect(signInStartUrl('/dashboard')).toBe('/sign-in/start?from=%2Fdashboard');
  });
});

describe('withAskedMark', () => {
  it('adds the mark once, after the parameters the address has', () => {
    expect(withAskedMark('/login')).toBe('/login?asked=1');
    expect(withAskedMark('/login?from=%2Fintern')).toBe('/login?from=%2Fintern&asked=1');
    expect(withAskedMark('/login?from=%2Fintern&asked=1')).toBe('/login?from=%2Fintern&asked=1');
  });
});
