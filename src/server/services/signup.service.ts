// A visitor asks for a personal account (SPEC §6). An email already registered is not revealed,
// not even by the time the answer takes: both paths hash a new password (the slow step) and
// neither waits for mail, which is sent after the answer.
import { DEFAULT_ACCOUNT_VALIDITY_DAYS, isValidUsername, normalizeEmail } from '@shared/accounts';
import type { Site } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import { isUniqueViolation } from '@server/db/database-errors';
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import { AccountError, generatePassword } from './account-error';
import type { InitialPasswordMail } from './initial-password-mail';

export interface SignupDeps {
  users: Pick<UserRepository, 'findByName' | 'findByEmail' | 'create'>;
  accounts: Pick<AccountRepository, 'audit'>;
  initialPassword: Pick<InitialPasswordMail, 'deliver'>;
  hash: (password: string) => Promise<string>;
  log: (message: string) => void;
}

export class SignupService {
  constructor(private readonly deps: SignupDeps) {}

  async signUp(input: { username: string; email: string; language: string; site: Site }): Promise<void> {
    const { users, accounts } = this.deps;
    const username = input.username.trim();
    const email = normalizeEmail(input.email);
    if (!isValidUsername(username)) throw new AccountError(400, 'invalid_username', 'The user name is not valid.');
    if (email === null) throw new AccountError(400, 'invalid_email', 'The email address is not valid.');
    if (await users.findByName(username)) throw new AccountError(409, 'username_taken', 'This user name is taken.');
    const registered = await users.findByEmail(email);
    const password = generatePassword();
    const passwordHash = await this.deps.hash(password);
    if (registered) {
      await accounts.audit({ actor: 'visitor', action: 'signup_existing_email', target: username });
      return;
    }
    const now = new Date();
    let user: UserRow;
    try {
      user = await users.create(
        {
          name: username,
          email,
          password_hash: passwordHash,
          valid_from: now,
          valid_to: new Date(now.getTime() + DEFAULT_ACCOUNT_VALIDITY_DAYS * 86_400_000),
          must_change_password: true,
          language: input.language,
          signup_host: input.site.domain,
        },
        { actor: username, action: 'signup', target: username },
      );
    } catch (error) {
      // A sign-up with the same address or name at the same moment: the unique index decides.
      if (!isUniqueViolation(error)) throw error;
      if (await users.findByName(username)) throw new AccountError(409, 'username_taken', 'This user name is taken.');
      return;
    }
    this.deps.initialPassword.deliver(user, input.site, password).catch((error: unknown) => this.deps.log(`Mail to a new account failed: ${String(error)}`));
  }
}
