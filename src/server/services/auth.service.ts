// Checks credentials: the shared first-level account logs in by name and password; a personal
// account (one with an email address) needs the matching email address as well.
import { isWithinValidity } from '@shared/accounts';
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import { verifyAgainstDummy, verifyPassword } from './password';

export type LoginFailure = 'invalid_credentials' | 'account_disabled' | 'account_not_valid';

export interface Credentials {
  username: string;
  email?: string | undefined;
  password: string;
}

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async authenticate(credentials: Credentials): Promise<{ ok: true; user: UserRow } | { ok: false; reason: LoginFailure }> {
    const user = await this.users.findByName(credentials.username.trim());
    if (!user) {
      await verifyAgainstDummy(credentials.password);
      return { ok: false, reason: 'invalid_credentials' };
    }
    const passwordOk = await verifyPassword(user.password_hash, credentials.password);
    const email = credentials.email?.trim().toLowerCase() ?? '';
    const emailOk = user.email === null || user.email.toLowerCase() === email;
    if (!passwordOk || !emailOk) return { ok: false, reason: 'invalid_credentials' };
    if (user.disabled) return { ok: false, reason: 'account_disabled' };
    if (!isWithinValidity(user.valid_from, user.valid_to, this.now())) return { ok: false, reason: 'account_not_valid' };
    return { ok: true, user };
  }
}
