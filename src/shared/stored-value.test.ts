import { describe, expect, it } from 'vitest';
import { decodeStoredValue, encodeStoredValue } from './stored-value';

describe('stored values', () => {
  it('writes big integers as a number followed by n', () => {
    expect(encodeStoredValue(123n)).toBe('"123n"');
    expect(encodeStoredValue({ id: -9007199254740993n })).toBe('{"id":"-9007199254740993n"}');
  });
  it('reads them back as BigInt beyond the safe integer range', () => {
    const value = 2n ** 63n - 1n;
    expect(decodeStoredValue(encodeStoredValue({ max: value, list: [1n, 'text'] }))).toEqual({ max: value, list: [1n, 'text'] });
  });
  it('leaves ordinary values alone', () => {
    expect(decodeStoredValue(encodeStoredValue({ a: true, b: 'n', c: '12', d: 3.5 }))).toEqual({ a: true, b: 'n', c: '12', d: 3.5 });
  });
  it('throws on malformed text', () => {
    expect(() => decodeStoredValue('{oops')).toThrow();
  });
});
