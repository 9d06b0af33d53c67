import { describe, expect, it } from 'vitest';
import { normalizeEmail, LOGIN_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH, checkPasswordStrength, isValidEmail, isValidUsername, isWithinValidity } from './accounts';

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

describe('the user name limit', () => {
  it('is USERNAME_MAX_LENGTH characters, the limit the forms and the CLI use', () => {
    expect(isValidUsername('a'.repeat(USERNAME_MAX_LENGTH))).toBe(true);
    expect(isValidUsername('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(false);
    expect(USERNAME_MAX_LENGTH).toBeLessThanOrEqual(LOGIN_NAME_MAX_LENGTH);
  });
});

describe('normalizeEmail', () => {
  it('accepts bare addresses and stores them in one form', () => {
    expect(normalizeEmail('  Clara.Berg+forum@Example.ORG ')).toBe('clara.berg+forum@example.org');
    expect(normalizeEmail("o'neil@straße.example")).toBe("o'neil@straße.example");
    expect(normalizeEmail('a@b.co')).toBe('a@b.co');
  });

  it('refuses display names, groups, comments, quoted parts and hidden characters', () => {
    for (const text of [
      'x<victim@example.org>',
      'Victim <victim@example.org>',
      'g:victim@example.org',
      'g: victim@example.org;',
      'victim@example.org (comment)',
      '"victim"@example.org',
      'vic\u0085tim@example.org',
      'vic\u200btim@example.org',
      'victim@exa\u00admple.org',
      'victim@example',
      'victim@@example.org',
      '.victim@example.org',
      'vic..tim@example.org',
      'victim@-example.org',
      `${'a'.repeat(65)}@example.org`,
      `a@${'b'.repeat(250)}.org`,
    ]) {
      expect(normalizeEmail(text), JSON.stringify(text)).toBeNull();
    }
  });
});
