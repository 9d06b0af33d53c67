import { describe, expect, it } from 'vitest';
import { DATA_TYPES, DATA_TYPE_IDS, FLOAT32_MAX, type DataTypeId, defaultValue, formatValue, isValidValue, parseValue, sizeInBytes } from './data-types';

describe('DATA_TYPES', () => {
  it.each([
    ['bit', 0n, 1n],
    ['byte', 0n, 255n],
    ['word', 0n, 65535n],
    ['int16', -32768n, 32767n],
    ['dword', 0n, 4294967295n],
    ['int32', -2147483648n, 2147483647n],
    ['int64', -9223372036854775808n, 9223372036854775807n],
  ] as const)('%s ranges from %d to %d', (type, min, max) => {
    const info = DATA_TYPES[type];
    expect(info.kind === 'float' ? null : [info.min, info.max]).toEqual([min, max]);
  });

  it('has integer ranges that follow from the width and the sign', () => {
    for (const type of DATA_TYPE_IDS) {
      const info = DATA_TYPES[type];
      if (info.kind !== 'integer') continue;
      const bits = BigInt(info.bits);
      expect([info.min, info.max]).toEqual(info.signed ? [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n] : [0n, 2n ** bits - 1n]);
    }
  });

  it('knows the largest single and double floats', () => {
    expect(FLOAT32_MAX).toBe((2 - 2 ** -23) * 2 ** 127);
    expect(Math.fround(FLOAT32_MAX)).toBe(FLOAT32_MAX);
    expect(DATA_TYPES.float64).toMatchObject({ kind: 'float', max: Number.MAX_VALUE });
  });

  it('gives sizes in bytes', () => {
    expect(DATA_TYPE_IDS.map(sizeInBytes)).toEqual([1, 1, 2, 2, 4, 4, 8, 4, 8]);
  });
});

describe('parseValue', () => {
  const ok = (type: DataTypeId, text: string) => parseValue(type, text);

  it.each([
    ['bit', '0', 0],
    ['bit', '1', 1],
    ['byte', '255', 255],
    ['byte', ' 0 ', 0],
    ['word', '65535', 65535],
    ['int16', '-32768', -32768],
    ['int16', '+32767', 32767],
    ['dword', '4294967295', 4294967295],
    ['int32', '-2147483648', -2147483648],
    ['int32', '2147483647', 2147483647],
    ['float32', '0.1', 0.1],
    ['float32', '-1.5e3', -1500],
    ['float32', '3,5', 3.5],
    ['float64', '1e308', 1e308],
    ['float64', '.5', 0.5],
  ] as const)('accepts %s %j', (type, text, value) => expect(ok(type, text)).toEqual({ ok: true, value }));

  it('keeps Int64 values exact as BigInt at both ends of the range', () => {
    expect(ok('int64', '9223372036854775807')).toEqual({ ok: true, value: 9223372036854775807n });
    expect(ok('int64', '-9223372036854775808')).toEqual({ ok: true, value: -9223372036854775808n });
    expect(ok('int64', '9007199254740993')).toEqual({ ok: true, value: 9007199254740993n });
    expect(ok('int64', '0')).toEqual({ ok: true, value: 0n });
  });

  it.each([
    ['bit', '2'],
    ['bit', '-1'],
    ['byte', '256'],
    ['byte', '300'],
    ['byte', '-1'],
    ['word', '65536'],
    ['int16', '-32769'],
    ['int16', '32768'],
    ['dword', '4294967296'],
    ['int32', '2147483648'],
    ['int32', '-2147483649'],
    ['int64', '9223372036854775808'],
    ['int64', '-9223372036854775809'],
    ['float32', '3.5e38'],
    ['float32', '-1e39'],
    ['float64', '1e309'],
  ] as const)('refuses %s %j as out of range', (type, text) => {
    expect(ok(type, text)).toEqual({ ok: false, error: { code: 'outOfRange' } });
  });

  it('accepts a single float that rounds to the largest finite value', () => {
    expect(ok('float32', '3.4028235e38')).toEqual({ ok: true, value: 3.4028235e38 });
  });

  it.each([
    ['byte', '2.5', 'notInteger'],
    ['int64', '1e3', 'notInteger'],
    ['int32', 'abc', 'notNumber'],
    ['float64', 'NaN', 'notNumber'],
    ['float64', 'Infinity', 'notNumber'],
    ['float32', '1.2.3', 'notNumber'],
    ['word', '0x10', 'notNumber'],
    ['bit', '', 'empty'],
    ['float32', '   ', 'empty'],
  ] as const)('refuses %s %j (%s)', (type, text, code) => {
    expect(ok(type, text)).toEqual({ ok: false, error: { code } });
  });
});

describe('isValidValue', () => {
  it('checks the kind of value and the range', () => {
    expect(isValidValue('int64', 5n)).toBe(true);
    expect(isValidValue('int64', 5)).toBe(false);
    expect(isValidValue('int64', 2n ** 63n)).toBe(false);
    expect(isValidValue('byte', 5n)).toBe(false);
    expect(isValidValue('byte', 256)).toBe(false);
    expect(isValidValue('byte', 1.5)).toBe(false);
    expect(isValidValue('bit', 1)).toBe(true);
    expect(isValidValue('float32', 1e39)).toBe(false);
    expect(isValidValue('float64', 1e39)).toBe(true);
    expect(isValidValue('float64', Number.NaN)).toBe(false);
    expect(isValidValue('word', '5')).toBe(false);
  });

  it('accepts every default value', () => {
    for (const type of DATA_TYPE_IDS) expect(isValidValue(type, defaultValue(type))).toBe(true);
  });
});

describe('formatValue', () => {
  it('writes integers exactly and keeps the sign of negative zero', () => {
    expect(formatValue(-9223372036854775808n)).toBe('-9223372036854775808');
    expect(formatValue(Math.fround(0.1))).toBe('0.10000000149011612');
    expect(formatValue(-0)).toBe('-0');
  });
});
