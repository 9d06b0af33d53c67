import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, checkPasswordStrength } from '@shared/accounts';
import { PASSWORD_ANY_KIND_LENGTH, fieldOfError, hasErrors, validatePasswordChange, validateSignup } from './account-forms';

describe('validateSignup', () => {
  it('accepts a valid name and address', () => {
    expect(validateSignup({ username: 'anna.k', email: 'anna@example.org' })).toEqual({});
  });

  it('asks for missing fields', () => {
    expect(validateSignup({ username: ' ', email: '' })).toEqual({ username: 'errors.required', email: 'errors.required' });
  });

  it('uses the shared rules', () => {
    expect(validateSignup({ username: 'a', email: 'anna@localhost' })).toEqual({
      username: 'errors.invalid_username',
      email: 'errors.invalid_email',
    });
  });
});

describe('validatePasswordChange', () => {
  const base = { current: 'Initial-123', username: 'anna' };

  it('accepts a strong new password typed twice', () => {
    expect(validatePasswordChange({ ...base, next: 'Summer-Garden-42', repeat: 'Summer-Garden-42' })).toEqual({});
  });

  it('names the rule a weak password breaks', () => {
    expect(validatePasswordChange({ ...base, next: 'short', repeat: 'short' }).next).toBe('errors.password_too_short');
    expect(validatePasswordChange({ ...base, next: 'abcdefghijk', repeat: 'abcdefghijk' }).next).toBe('errors.password_too_simple');
    expect(validatePasswordChange({ ...base, next: 'Anna-2025-xyz', repeat: 'Anna-2025-xyz' }).next).toBe('errors.password_contains_name');
  });

  it('refuses the current password and a different repetition', () => {
    expect(validatePasswordChange({ ...base, next: 'Initial-123', repeat: 'Initial-123' }).next).toBe('errors.password_unchanged');
    expect(validatePasswordChange({ ...base, next: 'Summer-Garden-42', repeat: 'Summer-Garden-43' }).repeat).toBe('errors.password_mismatch');
  });

  it('asks for every field', () => {
    expect(validatePasswordChange({ current: '', next: '', repeat: '', username: 'anna' })).toEqual({
      current: 'errors.required',
      next: 'errors.required',
      repeat: 'errors.required',
    });
  });
});

describe('PASSWORD_ANY_KIND_LENGTH', () => {
  it('matches the shared strength rule', () => {
    expect(checkPasswordStrength('a'.repeat(PASSWORD_ANY_KIND_LENGTH), 'anna')).toBeNull();
    expect(checkPasswordStrength('a'.repeat(PASSWORD_ANY_KIND_LENGTH - 1), 'anna')).toBe('too_simple');
    expect(PASSWORD_ANY_KIND_LENGTH).toBeGreaterThan(PASSWORD_MIN_LENGTH);
  });
});

describe('helpers', () => {
  it('tells whether any field has a problem', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: undefined })).toBe(false);
    expect(hasErrors({ username: 'errors.required' })).toBe(true);
  });

  it('finds the field of a server error', () => {
    const fields = { wrong_password: 'current', password_too_short: 'next' } as const;
    expect(fieldOfError('wrong_password', fields)).toBe('current');
    expect(fieldOfError('rate_limited', fields)).toBeNull();
    expect(fieldOfError(undefined, fields)).toBeNull();
  });
});
