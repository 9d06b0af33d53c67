import { describe, expect, it } from 'vitest';
import { revealShifted, shiftLetters } from './letter-shift';

describe('shiftLetters', () => {
  it('shifts by 3 and wraps at the end of the alphabet', () => {
    expect(shiftLetters('Anna')).toBe('Dqqd');
    expect(shiftLetters('xyz XYZ')).toBe('abc ABC');
  });
  it('leaves other characters alone', () => {
    expect(shiftLetters('Jürgen-1971!')).toBe('Müujhq-1971!');
  });
  it('is undone by revealShifted', () => {
    for (const name of ['Margarete', 'Zacharias', 'Éva Ölz']) expect(revealShifted(shiftLetters(name))).toBe(name);
  });
});
