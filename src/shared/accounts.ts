// Rules of personal accounts (SPEC §6), checked by the browser for quick feedback and by the
// server, which decides.

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
/** From this length a password of any kind of characters is strong enough. */
export const PASSWORD_ANY_KIND_LENGTH = 16;
/** How long a personal account is valid after sign-up unless an administrator sets otherwise. */
export const DEFAULT_ACCOUNT_VALIDITY_DAYS = 365;

export function isValidUsername(name: string): boolean {
  return USERNAME_PATTERN.test(name);
}

/** A pragmatic address check: one @, a dot in the domain, no spaces, within the length limit. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export type PasswordProblem = 'too_short' | 'too_long' | 'too_simple' | 'contains_name';

/**
 * A password is strong enough with at least 10 characters from three of the four kinds
 * (lower case, upper case, digits, other) — or PASSWORD_ANY_KIND_LENGTH of any kind — and without the user name.
 */
export function checkPasswordStrength(password: string, username: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) return 'contains_name';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (kinds < 3 && password.length < PASSWORD_ANY_KIND_LENGTH) return 'too_simple';
  return null;
}

/** An account is valid from its first to its last moment; open ends are unlimited. */
export function isWithinValidity(validFrom: string | Date | null, validTo: string | Date | null, now: Date): boolean {
  const from = validFrom === null ? null : new Date(validFrom).getTime();
  const to = validTo === null ? null : new Date(validTo).getTime();
  return (from === null || from <= now.getTime()) && (to === null || now.getTime() < to);
}
