import { describe, expect, it } from 'vitest';
import { errorKeyOf } from './account-errors';

describe('errorKeyOf', () => {
  it('names the message of a known code', () => {
    expect(errorKeyOf(409, 'username_taken')).toBe('errors.username_taken');
    expect(errorKeyOf(400, 'password_too_simple')).toBe('errors.password_too_simple');
    expect(errorKeyOf(403, 'owner_only')).toBe('errors.owner_only');
  });

  it('treats a rate limit and a missing session by status', () => {
    expect(errorKeyOf(429, 'whatever')).toBe('errors.rate_limited');
    expect(errorKeyOf(429, undefined)).toBe('errors.rate_limited');
    expect(errorKeyOf(401, 'not_authenticated')).toBe('errors.not_authenticated');
  });

  it('falls back to a general message for unknown codes', () => {
    expect(errorKeyOf(500, 'internal_error')).toBe('errors.unknown');
    expect(errorKeyOf(400, undefined)).toBe('errors.unknown');
  });
});
