// Personal accounts (SPEC §6), one service per job: sign-up, the initial-password mail, password
// change, unsubscribe links and the administration. This composes them from one set of
// dependencies; the routes call the job they need.
import type { SiteRegistry } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRepository } from '@server/db/user.repository';
import type { Mailer } from '@server/mail/mailer';
import { AdminService } from './admin.service';
import { InitialPasswordMail } from './initial-password-mail';
import { hashPassword } from './password';
import { PasswordChangeService } from './password-change.service';
import { SignupService } from './signup.service';
import { UnsubscribeLinks } from './unsubscribe-links';

export interface AccountDeps {
  users: UserRepository;
  accounts: AccountRepository;
  mailer: Mailer;
  registry: SiteRegistry;
  secret: string;
  /** How long a request waits for the mail server before answering; sending goes on after. */
  mailWaitMs: number;
  log: (message: string) => void;
  /** The password hash (argon2 unless a test counts the calls). */
  hashPassword?: (password: string) => Promise<string>;
}

export class AccountService {
  readonly signup: SignupService;
  readonly passwords: PasswordChangeService;
  readonly unsubscribe: UnsubscribeLinks;
  readonly initialPassword: InitialPasswordMail;
  readonly admin: AdminService;

  constructor(deps: AccountDeps) {
    const { users, accounts, log } = deps;
    const hash = deps.hashPassword ?? hashPassword;
    this.unsubscribe = new UnsubscribeLinks(accounts, deps.secret);
    this.initialPassword = new InitialPasswordMail({ users, accounts, mailer: deps.mailer, registry: deps.registry, unsubscribe: this.unsubscribe, mailWaitMs: deps.mailWaitMs, log, hash });
    this.signup = new SignupService({ users, accounts, initialPassword: this.initialPassword, hash, log });
    this.passwords = new PasswordChangeService(users, accounts);
    this.admin = new AdminService({ users, accounts, initialPassword: this.initialPassword, hash });
  }
}
