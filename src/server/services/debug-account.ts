// The 'debug' account of debug mode (SPEC §7): entitled and internal, with a new random password at
// every start. It exists only while debug mode is on: a start without DEBUG disables it, which also
// ends its sessions (UserRepository.update). It is valid for minutes only, renewed while a debug
// instance runs: when that instance dies without shutting down (kill -9), the account stops
// working on every other instance by itself instead of waiting for one of them to restart.
import { randomBytes } from 'node:crypto';
import type { UserRepository } from '@server/db/user.repository';
import { hashPassword } from './password';

export const DEBUG_USER_NAME = 'debug';
/** How long the account stays valid after its last renewal. */
export const DEBUG_ACCOUNT_VALIDITY_MS = 10 * 60_000;
/** How often a debug instance renews it: several renewals fit in one validity. */
export const DEBUG_ACCOUNT_RENEW_MS = 2 * 60_000;

export interface DebugAccount {
  name: string;
  pass: string;
}

const validUntil = (now: Date) => new Date(now.getTime() + DEBUG_ACCOUNT_VALIDITY_MS);

export async function syncDebugAccount(users: UserRepository, debugMode: boolean, now: Date): Promise<DebugAccount | null> {
  const existing = await users.findByName(DEBUG_USER_NAME);
  if (!debugMode) {
    if (existing && !existing.disabled) await users.update(existing.id, { disabled: true });
    return null;
  }
  const pass = randomBytes(12).toString('base64url');
  const account = { password_hash: await hashPassword(pass), entitled: true, internal: true, valid_from: null, valid_to: validUntil(now) };
  if (existing) await users.update(existing.id, { ...account, disabled: false });
  else await users.create({ name: DEBUG_USER_NAME, ...account });
  return { name: DEBUG_USER_NAME, pass };
}

/** Moves the end of the debug account's validity on (a debug instance does so every DEBUG_ACCOUNT_RENEW_MS). */
export async function renewDebugAccount(users: UserRepository, now: Date): Promise<void> {
  const existing = await users.findByName(DEBUG_USER_NAME);
  if (existing && !existing.disabled) await users.update(existing.id, { valid_to: validUntil(now) });
}
