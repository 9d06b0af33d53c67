// A member changes their password (SPEC §6: forced at the first login, allowed at any time). The
// shared first-level account's password belongs to every member: only the administrator changes it.
// A new password ends the user's other sessions on every instance: whoever knew the old one is out.
import { checkPasswordStrength } from '@shared/accounts';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRepository } from '@server/db/user.repository';
import { AccountError } from './account-error';
import { hashPassword, verifyPassword } from './password';

export class PasswordChangeService {
  constructor(
    private readonly users: Pick<UserRepository, 'findByName' | 'update'>,
    private readonly accounts: Pick<AccountRepository, 'audit'>,
  ) {}

  /** sessionId: the session the change is made in; it stays, every other session of the user ends. */
  async change(userId: number, name: string, currentPassword: string, newPassword: string, sessionId: string): Promise<void> {
    const user = await this.users.findByName(name);
    if (!user || user.id !== userId || !(await verifyPassword(user.password_hash, currentPassword))) {
      throw new AccountError(403, 'wrong_password', 'The current password is wrong.');
    }
    if (user.email === null) throw new AccountError(403, 'shared_account', 'The password of the shared account is changed by the administrator.');
    const problem = checkPasswordStrength(newPassword, user.name);
    if (problem) throw new AccountError(400, `password_${problem}`, 'The new password is not strong enough.');
    if (newPassword === currentPassword) throw new AccountError(400, 'password_unchanged', 'Choose a password different from the current one.');
    const audit = { actor: user.name, action: 'password_change', target: user.name };
    await this.users.update(user.id, { password_hash: await hashPassword(newPassword), must_change_password: false }, audit, { keepSession: sessionId });
  }
}
