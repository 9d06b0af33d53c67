// The 'debug' account of debug mode (SPEC §7): entitled and internal, with a new random password at
// every start. It exists only while debug mode is on: a start without DEBUG disables it, which also
// ends its sessions (UserRepository.update), so it cannot outlive the mode on a public instance.
import { randomBytes } from 'node:crypto';
import type { UserRepository } from '@server/db/user.repository';
import { hashPassword } from './password';

export const DEBUG_USER_NAME = 'debug';

export interface DebugAccount {
  name: string;
  pass: string;
}

export async function syncDebugAccount(users: UserRepository, debugMode: boolean): Promise<DebugAccount | null> {
  const existing = await users.findByName(DEBUG_USER_NAME);
  if (!debugMode) {
    if (existing && !existing.disabled) await users.update(existing.id, { disabled: true });
    return null;
  }
  const pass = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(pass);
  if (existing) await users.update(existing.id, { password_hash: passwordHash, disabled: false, entitled: true, internal: true });
  else await users.create({ name: DEBUG_USER_NAME, password_hash: passwordHash, entitled: true, internal: true });
  return { name: DEBUG_USER_NAME, pass };
}
