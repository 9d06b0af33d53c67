import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, isValidEmail, isValidUsername, isWithinValidity } from './accounts';

describe('account rules', () => {
  it('accepts user names of 3 to 32 letters, digits, dots, dashes and underscores', () => {
    expect(['mara', 'm.keller', 'jo_2026', 'A-b'].every(isValidUsername)).toBe(true);
    expect(['ab', '.mara', 'mara keller', 'ü-name', 'x'.repeat(33), 'a<b>'].some(isValidUsername)).toBe(false);
  });
  it('checks email addresses pragmatically', () => {
    expect(isValidEmail('clara@diakonie-forum.example')).toBe(true);
    expect(['clara', 'clara@', '@x.de', 'a b@c.de', 'a@b', `${'x'.repeat(250)}@a.de`].some(isValidEmail)).toBe(false);
  });
  it('asks for strong passwords', () => {
    expect(checkPasswordStrength('short1A!', 'mara')).toBe('too_short');
    expect(checkPasswordStrength('alllowercase', 'mara')).toBe('too_simple');
    expect(checkPasswordStrength('Mara2026-secret', 'mara')).toBe('contains_name');
    expect(checkPasswordStrength('Winter-Garden-77', 'mara')).toBeNull();
    expect(checkPasswordStrength('a long passphrase of words', 'mara')).toBeNull();
  });
  it('knows whether a moment lies within the validity', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isWithinValidity(null, null, now)).toBe(true);
    expect(isWithinValidity('2026-11-23T00:00:00Z', null, now)).toBe(false);
    expect(isWithinValidity(null, '2026-11-22T12:00:00Z', now)).toBe(false);
    expect(isWithinValidity('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', now)).toBe(true);
  });
});
