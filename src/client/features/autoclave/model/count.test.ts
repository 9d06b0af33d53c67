import { describe, expect, it } from 'vitest';
import { parseAutoclaveCount } from './count';

describe('parseAutoclaveCount', () => {
  it.each([
    ['1', 1],
    ['30', 30],
    [' 12 ', 12],
    ['+7', 7],
  ])('accepts %j', (text, count) => expect(parseAutoclaveCount(text)).toEqual({ ok: true, count }));

  it.each(['0', '31', '-1', '1000000000000000000000'])('refuses %j as out of range', (text) =>
    expect(parseAutoclaveCount(text)).toEqual({ ok: false, reason: 'outOfRange' }),
  );

  it.each(['', '2.5', '1e1', 'abc', '3 4', '0x10'])('refuses %j as not a whole number', (text) =>
    expect(parseAutoclaveCount(text)).toEqual({ ok: false, reason: 'notInteger' }),
  );
});
