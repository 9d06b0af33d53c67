// Which translated message an answer of the account API gets (SPEC §7: errors by code).

/** Error codes the accounts namespace has a message for (errors.<code>). */
export const KNOWN_ERROR_CODES = [
  'invalid_username',
  'invalid_email',
  'username_taken',
  'account_exists',
  'wrong_password',
  'password_too_short',
  'password_too_long',
  'password_too_simple',
  'password_contains_name',
  'password_unchanged',
  'invalid_validity',
  'invalid_token',
  'forbidden',
  'owner_only',
  'self_lockout',
  'not_found',
  'no_email',
  'not_authenticated',
  'password_change_required',
  'rate_limited',
  'shared_account',
] as const;

type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

/** A key under errors.* (a literal type, so the namespace's t checks that the catalogue has it). */
export type ErrorKey = `errors.${KnownErrorCode | 'unknown' | 'network' | 'required' | 'password_mismatch'}`;

function isKnownErrorCode(code: string): code is KnownErrorCode {
  return (KNOWN_ERROR_CODES as readonly string[]).includes(code);
}

/** The key under errors.* for a failed answer; a rate limit wins over any code. */
export function errorKeyOf(status: number, code: string | undefined): ErrorKey {
  if (status === 429) return 'errors.rate_limited';
  if (status === 401) return 'errors.not_authenticated';
  if (code && isKnownErrorCode(code)) return `errors.${code}`;
  return 'errors.unknown';
}

export const NETWORK_ERROR_KEY = 'errors.network' satisfies ErrorKey;
