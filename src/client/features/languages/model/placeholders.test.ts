import { describe, expect, it } from 'vitest';
import { findDroppedPlaceholder, placeholderNames } from './placeholders';

const ENGLISH = { 'shell.loggedInAs': 'Logged in as {{name}}', 'list.rows_one': '{{count}} row', 'list.rows_other': '{{count}} rows', size: '{{size, number}} bytes' };
const GERMAN = { 'shell.loggedInAs': 'Angemeldet als {{name}}', 'list.rows_one': '{{count}} Zeile', 'list.rows_other': '{{count}} Zeilen', size: '' };

describe('placeholderNames', () => {
  it('names each placeholder once, without its format', () => {
    expect([...placeholderNames('{{count, number}} of {{ total }} by {{name}} and {{name}}')]).toEqual(['count', 'total', 'name']);
  });
});

describe('findDroppedPlaceholder', () => {
  it('finds an edit that drops a placeholder of the saved text', () => {
    expect(findDroppedPlaceholder({ 'shell.loggedInAs': 'Angemeldet' }, GERMAN, ENGLISH)).toEqual({ key: 'shell.loggedInAs', placeholder: '{{name}}' });
  });

  it('accepts edits that keep every placeholder, moved or formatted differently', () => {
    expect(findDroppedPlaceholder({ 'shell.loggedInAs': '{{name}} ist angemeldet', 'list.rows_other': '{{count, number}} Zeilen' }, GERMAN, ENGLISH)).toBeNull();
  });

  it('checks an entry without saved text against English', () => {
    expect(findDroppedPlaceholder({ size: 'Bytes' }, GERMAN, ENGLISH)).toEqual({ key: 'size', placeholder: '{{size}}' });
    expect(findDroppedPlaceholder({ size: '{{size}} Bytes' }, GERMAN, ENGLISH)).toBeNull();
  });

  it('lets an emptied entry fall back to English, and a one-form write its number as a word', () => {
    expect(findDroppedPlaceholder({ 'shell.loggedInAs': '' }, GERMAN, ENGLISH)).toBeNull();
    expect(findDroppedPlaceholder({ 'list.rows_one': 'eine Zeile' }, GERMAN, ENGLISH)).toBeNull();
    expect(findDroppedPlaceholder({ 'list.rows_other': 'Zeilen' }, GERMAN, ENGLISH)).toEqual({ key: 'list.rows_other', placeholder: '{{count}}' });
  });
});
