import { describe, expect, it } from 'vitest';
import { computeLayout, formatAddress, formatOffset } from './layout';

describe('computeLayout', () => {
  it('packs consecutive bits into one byte, bit 0 first', () => {
    const layout = computeLayout(['bit', 'bit', 'bit']);
    expect(layout.entries.map(formatOffset)).toEqual(['0.0', '0.1', '0.2']);
    expect(layout.totalBytes).toBe(1);
  });

  it('starts a new byte after eight bits and after any other type', () => {
    const layout = computeLayout([...Array<'bit'>(9).fill('bit'), 'byte', 'bit']);
    expect(layout.entries.map(formatOffset)).toEqual(['0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '1.0', '2.0', '3.0']);
    expect(layout.totalBytes).toBe(4);
  });

  it('puts bytes at the next free byte and larger types at an even address', () => {
    const layout = computeLayout(['bit', 'int16', 'byte', 'float32', 'byte', 'int64', 'byte', 'byte', 'word', 'float64', 'dword', 'int32']);
    expect(layout.entries.map((entry) => entry.byteOffset)).toEqual([0, 2, 4, 6, 10, 12, 20, 21, 22, 24, 32, 36]);
    expect(layout.totalBytes).toBe(40);
  });

  it('is empty for no variables', () => {
    expect(computeLayout([])).toEqual({ entries: [], totalBytes: 0 });
  });
});

describe('formatAddress', () => {
  it('writes S7 absolute addresses', () => {
    const types = ['bit', 'bit', 'byte', 'int16', 'float32', 'int64'] as const;
    const layout = computeLayout(types);
    expect(layout.entries.map((entry, index) => formatAddress(types[index]!, entry))).toEqual(['DBX0.0', 'DBX0.1', 'DBB1', 'DBW2', 'DBD4', 'DBB8…DBB15']);
  });
});
