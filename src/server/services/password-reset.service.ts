// "Forgot your password?" (issue 20). A visitor names an account by user name or email address;
// the answer is the same whether or not it exists, and so is the work behind it (one lookup, two
// counted limits, one link replacement, one audit line; the mail goes out after the answer). An
// account with an address gets a mail in its language with a single-use link: 256 random bits, of
// which only the SHA-256 is stored, valid 30 minutes, ended by its use or by a newer link. Shared
// first-level accounts have no address and get nothing (the page says to ask the administrator).
// Using the link sets a new password under the usual rules, ends every session of the account and
// starts a new one.
import { createHash, randomBytes } from 'node:crypto';
import { checkPasswordStrength, isWithinValidity, normalizeEmail } from '@shared/accounts';
import type { Site, SiteRegistry } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import type { PasswordResetRepository } from '@server/db/password-reset.repository';
import type { RateLimitRepository } from '@server/db/rate-limit.repository';
import type { UserRow } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import type { Mailer } from '@server/mail/mailer';
import { passwordResetMail } from '@server/mail/messages';
import { AccountError } from './account-error';
import type { SessionOrigin, SessionService } from './session.service';
import type { UnsubscribeLinks } from './unsubscribe-links';

export const RESET_LINK_MINUTES = 30;
export const RESET_LINK_PATH = '/reset-password';

export interface PasswordResetLimits {
  /** Requests from one client address per hour (then 429). */
  perClient: number;
  /** Mails to one account per hour (further requests are answered alike and send nothing). */
  perAccount: number;
}

export const DEFAULT_RESET_LIMITS: PasswordResetLimits = { perClient: 10, perAccount: 3 };
const LIMIT_WINDOW_MS = 3_600_000;

export interface PasswordResetDeps {
  users: Pick<UserRepository, 'findByName' | 'findByEmail'>;
  links: Pick<PasswordResetRepository, 'replace' | 'findUsable' | 'use'>;
  accounts: Pick<AccountRepository, 'audit' | 'isOptedOut' | 'logMail' | 'updateMail'>;
  counters: Pick<RateLimitRepository, 'hit'>;
  sessions: Pick<SessionService, 'issue'>;
  mailer: Mailer;
  registry: SiteRegistry;
  unsubscribe: UnsubscribeLinks;
  hash: (password: string) => Promise<string>;
  log: (message: string) => void;
  now: () => Date;
  limits?: PasswordResetLimits;
}

export type ResetRequestOutcome = { kind: 'answered' } | { kind: 'throttled'; retryAfterSeconds: number };

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link's secret as it travels: base64url of 32 random bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function usable(user: UserRow, now: Date): boolean {
  return !user.disabled && user.email !== null && isWithinValidity(user.valid_from, user.valid_to, now);
}

export class PasswordResetService {
  private readonly limits: PasswordResetLimits;

  constructor(private readonly deps: PasswordResetDeps) {
    this.limits = deps.limits ?? DEFAULT_RESET_LIMITS;
  }

  /** A visitor asks for a link; login is a user name or an email address. */
  async request(input: { login: string; site: Site; client: string }): Promise<ResetRequestOutcome> {
    const { users, links, accounts, counters } = this.deps;
    const now = this.deps.now();
    const byClient = await counters.hit(`reset:client:${input.client}`, LIMIT_WINDOW_MS, now);
    if (byClient.count > this.limits.perClient) {
      return { kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil((byClient.resetAt - now.getTime()) / 1000)) };
    }
    const login = input.login.trim();
    const email = login.includes('@') ? normalizeEmail(login) : null;
    const found = email !== null ? await users.findByEmail(email) : login.includes('@') ? undefined : await users.findByName(login);
    const user = found && usable(found, now) ? found : undefined;
    // Counted for the account when there is one, else for what was typed: the same statement.
    const byAccount = await counters.hit(user ? `reset:account:${user.id}` : `reset:unknown:${login.toLowerCase()}`, LIMIT_WINDOW_MS, now);
    const token = randomBytes(32).toString('base64url');
    const send = user !== undefined && byAccount.count <= this.limits.perAccount;
    await links.replace(send ? user.id : null, { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) }, now);
    const outcome = !found ? 'unknown' : found.email === null ? 'no_email' : !user ? 'not_usable' : send ? 'mailed' : 'limited';
    await accounts.audit({ actor: 'visitor', action: 'password_reset_request', target: found?.name ?? null, details: JSON.stringify({ outcome }) });
    if (send) this.mail(user, input.site, token).catch((error: unknown) => this.deps.log(`Password recovery mail failed: ${String(error)}`));
    return { kind: 'answered' };
  }

  /** The account a link is for, while it can be used; null otherwise. */
  async check(token: string): Promise<{ name: string } | null> {
    const user = await this.usableUser(token);
    return user ? { name: user.name } : null;
  }

  /** Sets the new password with the link, ends every session of the account and starts one. */
  async reset(token: string, newPassword: string, origin: SessionOrigin): Promise<{ user: UserRow; sessionToken: string }> {
    const user = await this.usableUser(token);
    if (!user) throw new AccountError(400, 'invalid_reset_link', 'This link is not valid (any more). Ask for a new one.');
    const problem = checkPasswordStrength(newPassword, user.name);
    if (problem) throw new AccountError(400, `password_${problem}`, 'The new password is not strong enough.');
    const now = this.deps.now();
    const changed = await this.deps.links.use(sha256(token), user.id, await this.deps.hash(newPassword), now, {
      actor: user.name,
      action: 'password_reset',
      target: user.name,
      details: JSON.stringify({ site: origin.host }),
    });
    if (!changed) throw new AccountError(400, 'invalid_reset_link', 'This link is not valid (any more). Ask for a new one.');
    const issued = await this.deps.sessions.issue(changed, origin);
    return { user: changed, sessionToken: issued.token };
  }

  private async usableUser(token: string): Promise<UserRow | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const now = this.deps.now();
    const user = await this.deps.links.findUsable(sha256(token), now);
    return user && usable(user, now) ? user : null;
  }

  private async mail(user: UserRow, site: Site, token: string): Promise<void> {
    const { accounts, mailer, registry, unsubscribe } = this.deps;
    const email = user.email!;
    if (await accounts.isOptedOut(email)) {
      await accounts.logMail({ userId: user.id, recipient: email, kind: 'password_reset', status: 'suppressed' });
      return;
    }
    const unsubscribeLink = `https://${site.domain}/unsubscribe?token=${unsubscribe.token(email)}`;
    const mail = passwordResetMail(user.language, {
      site: site.domain,
      name: user.name,
      // In the fragment: the browser sends it neither to the server nor in a Referer.
      resetLink: `https://${site.domain}${RESET_LINK_PATH}#token=${token}`,
      minutes: RESET_LINK_MINUTES,
      unsubscribeLink,
      owner: `${registry.owner.firstName} ${registry.owner.lastName}`,
    });
    const id = await accounts.logMail({ userId: user.id, recipient: email, kind: 'password_reset', status: 'sending' });
    try {
      await mailer.send({ to: email, subject: mail.subject, text: mail.text, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } });
      await accounts.updateMail(id, 'sent', null);
    } catch (error) {
      await accounts.updateMail(id, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
