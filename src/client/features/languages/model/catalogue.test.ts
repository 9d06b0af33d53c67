import { describe, expect, it } from 'vitest';
import { countRows, findKeyConflict, flattenCatalogue, isCatalogueTree, unflattenCatalogue, withoutEmptyRows } from './catalogue';

const tree = { routes: { home: 'Home', 'various/settings': 'Settings' }, shell: { menu: { login: 'Login' } }, title: 'Title' };

describe('flatten and unflatten', () => {
  it('gives dot-separated rows in the catalogue order', () => {
    expect(flattenCatalogue(tree)).toEqual({ 'routes.home': 'Home', 'routes.various/settings': 'Settings', 'shell.menu.login': 'Login', title: 'Title' });
    expect(Object.keys(flattenCatalogue(tree))).toEqual(['routes.home', 'routes.various/settings', 'shell.menu.login', 'title']);
  });

  it('round-trips', () => {
    expect(unflattenCatalogue(flattenCatalogue(tree))).toEqual(tree);
    expect(flattenCatalogue(unflattenCatalogue({ 'a.b': '1', 'a.c.d': '', e: 'x' }))).toEqual({ 'a.b': '1', 'a.c.d': '', e: 'x' });
    expect(flattenCatalogue({})).toEqual({});
  });

  it('refuses keys that cannot form a tree', () => {
    expect(findKeyConflict(['a', 'a.b'])).toBe('a.b');
    expect(findKeyConflict(['a.b.c', 'a.b'])).toBe('a.b.c');
    expect(findKeyConflict(['a..b'])).toBe('a..b');
    expect(findKeyConflict(['x.__proto__.y'])).toBe('x.__proto__.y');
    expect(findKeyConflict(['a.b', 'a.c', 'ab'])).toBeNull();
    expect(() => unflattenCatalogue({ a: '1', 'a.b': '2' })).toThrow(/a\.b/);
  });
});

describe('catalogue shape', () => {
  it('accepts nested texts only', () => {
    expect(isCatalogueTree(tree)).toBe(true);
    expect(isCatalogueTree({})).toBe(true);
    expect(isCatalogueTree({ a: 1 })).toBe(false);
    expect(isCatalogueTree({ a: ['x'] })).toBe(false);
    expect(isCatalogueTree({ a: { b: null } })).toBe(false);
    expect(isCatalogueTree({ 'a.b': 'x' })).toBe(false);
    expect(isCatalogueTree({ '': 'x' })).toBe(false);
    expect(isCatalogueTree(JSON.parse('{"__proto__": {"x": "y"}}'))).toBe(false);
    expect(isCatalogueTree('text')).toBe(false);
    expect(isCatalogueTree(null)).toBe(false);
  });
});

describe('row counts', () => {
  it('counts rows and empty ones, blank counting as empty', () => {
    expect(countRows({ a: 'x', b: '', c: '  ', d: 'y' })).toEqual({ rows: 4, empty: 2 });
    expect(countRows({})).toEqual({ rows: 0, empty: 0 });
  });

  it('leaves out empty rows for the interface', () => {
    expect(withoutEmptyRows({ a: 'x', b: '', c: ' ' })).toEqual({ a: 'x' });
  });
});
