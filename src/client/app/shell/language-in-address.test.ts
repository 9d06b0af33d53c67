import { describe, expect, it } from 'vitest';
import { addressLanguageUpdate, startingAddress } from './language-in-address';

const arabic = { language: 'ar', requested: 'ar' };

describe('naming the language in the address', () => {
  it('names it on an address without one, without loading the text again (the page is in it already)', () => {
    expect(addressLanguageUpdate('', arabic, false)).toEqual({ search: '?lang=ar', reloadText: false });
    expect(addressLanguageUpdate('?q=2&lang=xx', arabic, false)).toEqual({ search: '?q=2&lang=ar', reloadText: false });
  });

  it('renames an address that names another of our languages and loads the text in the interface language', () => {
    expect(addressLanguageUpdate('?lang=en', arabic, false)).toEqual({ search: '?lang=ar', reloadText: true });
  });

  it('leaves an address that names the interface language', () => {
    expect(addressLanguageUpdate('?page=2&lang=ar', arabic, false)).toBeNull();
  });

  it('waits while a navigation is under way: it names its language when it lands', () => {
    expect(addressLanguageUpdate('', arabic, true)).toBeNull();
  });

  it('waits while a language switch is under way, so the flag\u2019s navigation is not interrupted by one to the old language', () => {
    // A flag clicked while the page hydrates: the interface is still English, Arabic is asked for.
    expect(addressLanguageUpdate('', { language: 'en', requested: 'ar' }, false)).toBeNull();
    expect(addressLanguageUpdate('?lang=ar', { language: 'en', requested: 'ar' }, false)).toBeNull();
  });
});

describe('the address a page starts at', () => {
  it('names the interface language when the address names none, keeping the rest of it', () => {
    expect(startingAddress({ pathname: '/cafe', search: '', hash: '#menu' }, arabic)).toBe('/cafe?lang=ar#menu');
    expect(startingAddress({ pathname: '/', search: '?q=2&lang=xx', hash: '' }, arabic)).toBe('/?q=2&lang=ar');
  });

  it('leaves an address that names the interface language, or another of ours (whose text the layout loads)', () => {
    expect(startingAddress({ pathname: '/', search: '?lang=ar', hash: '' }, arabic)).toBeNull();
    expect(startingAddress({ pathname: '/', search: '?lang=en', hash: '' }, arabic)).toBeNull();
  });
});
