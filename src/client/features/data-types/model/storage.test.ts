import { describe, expect, it } from 'vitest';
import { EMPTY_AREA, type DataArea, parseStoredArea, serializeArea } from './storage';

const area: DataArea = {
  byteOrder: 'little',
  variables: [
    { name: 'Start', type: 'bit', value: 1 },
    { name: 'Big', type: 'int64', value: 9223372036854775807n },
    { name: 'Small', type: 'int64', value: -9223372036854775808n },
    { name: 'Beyond53', type: 'int64', value: 9007199254740993n },
    { name: 'Ratio', type: 'float32', value: 0.1 },
    { name: 'Precise', type: 'float64', value: -1.7976931348623157e308 },
  ],
};

describe('serializeArea and parseStoredArea', () => {
  it('write Int64 values as "123n" text', () => {
    const text = serializeArea(area);
    expect(text).toContain('"9223372036854775807n"');
    expect(text).toContain('"-9223372036854775808n"');
    expect(text).toContain('"9007199254740993n"');
  });

  it('round-trip every value exactly, BigInt beyond 2^53 included', () => {
    expect(parseStoredArea(serializeArea(area))).toEqual(area);
    expect(parseStoredArea(serializeArea(EMPTY_AREA))).toEqual(EMPTY_AREA);
  });

  it('ignore missing, malformed and foreign data', () => {
    expect(parseStoredArea(null)).toBeNull();
    expect(parseStoredArea('{not json')).toBeNull();
    expect(parseStoredArea('[]')).toBeNull();
    expect(parseStoredArea('{"version":2,"byteOrder":"big","variables":[]}')).toBeNull();
  });

  it('leave out entries that do not fit their type or name', () => {
    const text = JSON.stringify({
      version: 1,
      byteOrder: 'middle',
      variables: [
        { name: 'Ok', type: 'byte', value: 255 },
        { name: 'TooBig', type: 'byte', value: 256 },
        { name: 'NotBigInt', type: 'int64', value: 5 },
        { name: 'ok', type: 'bit', value: 0 },
        { name: '1bad', type: 'bit', value: 0 },
        { name: 'Unknown', type: 'string', value: 0 },
        'junk',
        { name: 'Long', type: 'int64', value: '-42n' },
      ],
    });
    expect(parseStoredArea(text)).toEqual({
      byteOrder: 'big',
      variables: [
        { name: 'Ok', type: 'byte', value: 255 },
        { name: 'Long', type: 'int64', value: -42n },
      ],
    });
  });
});
