// Quick checks of the account forms with the shared rules; the server checks again and decides.
import { checkPasswordStrength, isValidEmail, isValidUsername } from '@shared/accounts';
import type { ErrorKey } from './account-errors';

export { PASSWORD_ANY_KIND_LENGTH } from '@shared/accounts';

/** Field name → key of its problem (under errors.* of the accounts namespace). */
export type FieldErrors<Field extends string> = Partial<Record<Field, ErrorKey>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export type SignupField = 'username' | 'email';

export function validateSignup(input: { username: string; email: string }): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  const username = input.username.trim();
  const email = input.email.trim();
  if (!username) errors.username = 'errors.required';
  else if (!isValidUsername(username)) errors.username = 'errors.invalid_username';
  if (!email) errors.email = 'errors.required';
  else if (!isValidEmail(email)) errors.email = 'errors.invalid_email';
  return errors;
}

export type PasswordField = 'current' | 'next' | 'repeat';

export function validatePasswordChange(input: { current: string; next: string; repeat: string; username: string }): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (!input.current) errors.current = 'errors.required';
  if (!input.next) errors.next = 'errors.required';
  else {
    const problem = checkPasswordStrength(input.next, input.username);
    if (problem) errors.next = `errors.password_${problem}`;
    else if (input.next === input.current) errors.next = 'errors.password_unchanged';
  }
  if (!input.repeat) errors.repeat = 'errors.required';
  else if (input.repeat !== input.next) errors.repeat = 'errors.password_mismatch';
  return errors;
}

/** The field a server error code belongs to, so the message appears beside it. */
export function fieldOfError<Field extends string>(code: string | undefined, fields: Partial<Record<string, Field>>): Field | null {
  return (code && fields[code]) || null;
}
