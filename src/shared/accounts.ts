// Rules of personal accounts (SPEC §6), checked by the browser for quick feedback and by the
// server, which decides.

export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{2,${USERNAME_MAX_LENGTH - 1}}$`);
/** The longest name a login or an admin request may carry (names made by older versions of the users CLI reach 64). */
export const LOGIN_NAME_MAX_LENGTH = 64;
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

/** The local part: dot-separated runs of the characters RFC 5322 allows unquoted (no quoted strings). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** The domain: two or more labels of letters (any script), digits and inner hyphens. */
const DOMAIN = /^([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * The one stored form of an email address, or null when the text is not a bare address: no display
 * name ('x <a@b.org>'), group ('g: a@b.org'), comment, quoted part, space, control or format
 * character (U+0085, U+200B …). Surrounding white space goes; the address is compared and stored
 * in lower case (NFC), so uniqueness, the opt-out list and delivery all see the same string.
 */
export function normalizeEmail(text: string): string | null {
  const email = text.trim().normalize('NFC').toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || /[\p{C}\p{Z}\s]/u.test(email)) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) return null;
  return email;
}

export function isValidEmail(email: string): boolean {
  return normalizeEmail(email) !== null;
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
