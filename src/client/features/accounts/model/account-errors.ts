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

/** The key under errors.* for a failed answer; a rate limit wins over any code. */
export function errorKeyOf(status: number, code: string | undefined): string {
  if (status === 429) return 'errors.rate_limited';
  if (status === 401) return 'errors.not_authenticated';
  if (code && (KNOWN_ERROR_CODES as readonly string[]).includes(code)) return `errors.${code}`;
  return 'errors.unknown';
}

export const NETWORK_ERROR_KEY = 'errors.network';
