// The initial password of a personal account (SPEC §6): a new random one, stored only as its hash
// and marked for change, mailed in the account's language with the login and unsubscribe links —
// unless the address opted out. A request waits a bounded time for the mail server; the outcome
// is logged per message for the administration page.
import type { Site, SiteRegistry } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import type { Mailer } from '@server/mail/mailer';
import { initialPasswordMail } from '@server/mail/messages';
import { AccountError, generatePassword } from './account-error';
import type { UnsubscribeLinks } from './unsubscribe-links';

export type MailOutcome = 'sent' | 'failed' | 'sending' | 'suppressed';

export interface InitialPasswordMailDeps {
  users: Pick<UserRepository, 'update'>;
  accounts: Pick<AccountRepository, 'isOptedOut' | 'logMail' | 'updateMail'>;
  mailer: Mailer;
  registry: SiteRegistry;
  unsubscribe: UnsubscribeLinks;
  /** How long a request waits for the mail server before answering; sending goes on after. */
  mailWaitMs: number;
  log: (message: string) => void;
  hash: (password: string) => Promise<string>;
}

export class InitialPasswordMail {
  constructor(private readonly deps: InitialPasswordMailDeps) {}

  /** Sets a new random password, marks it for change, and mails it. */
  async renew(user: UserRow, site: Site): Promise<MailOutcome> {
    if (!user.email) throw new AccountError(400, 'no_email', 'The account has no email address.');
    const password = generatePassword();
    await this.deps.users.update(user.id, { password_hash: await this.deps.hash(password), must_change_password: true });
    return this.deliver(user, site, password);
  }

  /** Mails the password already stored (as its hash) for the user. */
  async deliver(user: UserRow, site: Site, password: string): Promise<MailOutcome> {
    const { accounts, mailer, registry, unsubscribe } = this.deps;
    if (!user.email) throw new AccountError(400, 'no_email', 'The account has no email address.');
    if (await accounts.isOptedOut(user.email)) {
      await accounts.logMail({ userId: user.id, recipient: user.email, kind: 'initial_password', status: 'suppressed' });
      return 'suppressed';
    }
    const unsubscribeLink = `https://${site.domain}/unsubscribe?token=${unsubscribe.token(user.email)}`;
    const mail = initialPasswordMail(user.language, {
      site: site.domain,
      name: user.name,
      email: user.email,
      password,
      loginLink: `https://${site.domain}/login`,
      unsubscribeLink,
      owner: `${registry.owner.firstName} ${registry.owner.lastName}`,
    });
    const id = await accounts.logMail({ userId: user.id, recipient: user.email, kind: 'initial_password', status: 'sending' });
    const sending = mailer.send({ to: user.email, subject: mail.subject, text: mail.text, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } }).then(
      async () => {
        await accounts.updateMail(id, 'sent', null);
        return 'sent' as const;
      },
      async (error: unknown) => {
        this.deps.log(`Mail to ${user.email} failed: ${String(error)}`);
        await accounts.updateMail(id, 'failed', error instanceof Error ? error.message : String(error));
        return 'failed' as const;
      },
    );
    const waited = new Promise<'sending'>((resolve) => setTimeout(() => resolve('sending'), this.deps.mailWaitMs).unref());
    return Promise.race([sending, waited]);
  }
}
