import { describe, expect, it } from 'vitest';
import type { DataTypeId, Value } from './data-types';
import { type ByteOrder, bytesOf, encodeArea, readValue, toBinary, toHex, writeValue } from './encoding';
import { computeLayout } from './layout';

function encodeOne(type: DataTypeId, value: Value, order: ByteOrder): string {
  const layout = computeLayout([type]);
  return toHex(encodeArea([{ type, value }], layout, order));
}

describe('writeValue and encodeArea', () => {
  it.each([
    ['byte', 255, 'FF', 'FF'],
    ['word', 300, '01 2C', '2C 01'],
    ['int16', -2, 'FF FE', 'FE FF'],
    ['int16', -32768, '80 00', '00 80'],
    ['dword', 4294967295, 'FF FF FF FF', 'FF FF FF FF'],
    ['dword', 0x12345678, '12 34 56 78', '78 56 34 12'],
    ['int32', -2147483648, '80 00 00 00', '00 00 00 80'],
    ['int64', 9007199254740993n, '00 20 00 00 00 00 00 01', '01 00 00 00 00 00 20 00'],
    ['int64', -1n, 'FF FF FF FF FF FF FF FF', 'FF FF FF FF FF FF FF FF'],
    ['int64', -9223372036854775808n, '80 00 00 00 00 00 00 00', '00 00 00 00 00 00 00 80'],
    ['float32', 1, '3F 80 00 00', '00 00 80 3F'],
    ['float32', -2.5, 'C0 20 00 00', '00 00 20 C0'],
    ['float32', 0.1, '3D CC CC CD', 'CD CC CC 3D'],
    ['float64', 1, '3F F0 00 00 00 00 00 00', '00 00 00 00 00 00 F0 3F'],
    ['float64', 0.1, '3F B9 99 99 99 99 99 9A', '9A 99 99 99 99 99 B9 3F'],
  ] as const)('%s %s is %s big-endian and %s little-endian', (type, value, big, little) => {
    expect(encodeOne(type, value, 'big')).toBe(big);
    expect(encodeOne(type, value, 'little')).toBe(little);
  });

  it('sets and clears single bits without touching their neighbours', () => {
    const types: DataTypeId[] = ['bit', 'bit', 'bit'];
    const layout = computeLayout(types);
    const bytes = encodeArea([{ type: 'bit', value: 1 }, { type: 'bit', value: 0 }, { type: 'bit', value: 1 }], layout, 'big');
    expect(toBinary(bytes)).toBe('00000101');
    const view = new DataView(bytes.buffer);
    writeValue(view, 'bit', layout.entries[2]!, 0, 'little');
    writeValue(view, 'bit', layout.entries[1]!, 1, 'little');
    expect(toBinary(bytes)).toBe('00000011');
  });

  it('places values at their offsets with zero gaps', () => {
    const variables = [
      { type: 'bit', value: 1 },
      { type: 'int16', value: 258 },
      { type: 'byte', value: 7 },
    ] as const;
    const layout = computeLayout(variables.map((variable) => variable.type));
    const bytes = encodeArea(variables, layout, 'big');
    expect(toHex(bytes)).toBe('01 00 01 02 07');
    expect(toHex(bytesOf(bytes, layout.entries[1]!))).toBe('01 02');
  });
});

describe('readValue', () => {
  const samples: [DataTypeId, Value][] = [
    ['bit', 1],
    ['byte', 200],
    ['word', 65535],
    ['int16', -12345],
    ['dword', 4000000000],
    ['int32', -2000000000],
    ['int64', 9223372036854775807n],
    ['int64', -9223372036854775808n],
    ['float32', 0.5],
    ['float64', Math.PI],
  ];

  it.each(samples)('reads %s %s back in both byte orders', (type, value) => {
    for (const order of ['big', 'little'] as const) {
      const layout = computeLayout([type]);
      const bytes = encodeArea([{ type, value }], layout, order);
      expect(readValue(new DataView(bytes.buffer), type, layout.entries[0]!, order)).toBe(value);
    }
  });

  it('reads a single float back rounded to 32 bits', () => {
    const layout = computeLayout(['float32']);
    const bytes = encodeArea([{ type: 'float32', value: 0.1 }], layout, 'big');
    expect(readValue(new DataView(bytes.buffer), 'float32', layout.entries[0]!, 'big')).toBe(Math.fround(0.1));
  });
});

describe('toHex and toBinary', () => {
  it('write every byte with two hex digits or eight bits', () => {
    expect(toHex(new Uint8Array([0, 10, 255]))).toBe('00 0A FF');
    expect(toBinary(new Uint8Array([1, 128]))).toBe('00000001 10000000');
    expect(toHex(new Uint8Array([]))).toBe('');
  });
});
