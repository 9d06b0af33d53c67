// Personal accounts (SPEC §6): sign-up with an emailed initial password, password change,
// unsubscribe links, and the administration with its role rules and audit log.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_ACCOUNT_VALIDITY_DAYS, checkPasswordStrength, isValidUsername, normalizeEmail } from '@shared/accounts';
import { ROLES, type AccountPatch, type AdminUser, type AuditEntry, type Role } from '@shared/api-types';
import type { Site, SiteRegistry } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRow, UserUpdate } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import { isUniqueViolation } from '@server/db/database-errors';
import type { Mailer } from '@server/mail/mailer';
import { initialPasswordMail } from '@server/mail/messages';
import { hashPassword, verifyPassword } from './password';

export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_+';

/** A random initial password of 16 characters from a cryptographic source. */
export function generatePassword(length = 16): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

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

export interface Actor {
  name: string;
  roles: Role[];
}

function isPrivileged(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('owner');
}

function toAdminUser(row: UserRow, mail: AdminUser['mail']): AdminUser {
  return {
    name: row.name,
    email: row.email,
    entitled: row.entitled,
    internal: row.internal,
    roles: row.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    disabled: row.disabled,
    mustChangePassword: row.must_change_password,
    validFrom: row.valid_from?.toISOString() ?? null,
    validTo: row.valid_to?.toISOString() ?? null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    mail,
  };
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private hash(password: string): Promise<string> {
    return (this.deps.hashPassword ?? hashPassword)(password);
  }

  /**
   * A visitor asks for a personal account. An email already registered is not revealed, not even by
   * the time the answer takes: both paths hash a new password (the slow step) and neither waits for
   * mail, which is sent after the answer.
   */
  async signUp(input: { username: string; email: string; language: string; site: Site }): Promise<void> {
    const username = input.username.trim();
    const email = normalizeEmail(input.email);
    if (!isValidUsername(username)) throw new AccountError(400, 'invalid_username', 'The user name is not valid.');
    if (email === null) throw new AccountError(400, 'invalid_email', 'The email address is not valid.');
    if (await this.deps.users.findByName(username)) throw new AccountError(409, 'username_taken', 'This user name is taken.');
    const registered = await this.deps.users.findByEmail(email);
    const password = generatePassword();
    const passwordHash = await this.hash(password);
    if (registered) {
      await this.deps.accounts.audit({ actor: 'visitor', action: 'signup_existing_email', target: username });
      return;
    }
    const now = new Date();
    let user: UserRow;
    try {
      user = await this.deps.users.create({
        name: username,
        email,
        password_hash: passwordHash,
        valid_from: now,
        valid_to: new Date(now.getTime() + DEFAULT_ACCOUNT_VALIDITY_DAYS * 86_400_000),
        must_change_password: true,
        language: input.language,
        signup_host: input.site.domain,
      });
    } catch (error) {
      // A sign-up with the same address or name at the same moment: the unique index decides.
      if (!isUniqueViolation(error)) throw error;
      if (await this.deps.users.findByName(username)) throw new AccountError(409, 'username_taken', 'This user name is taken.');
      return;
    }
    await this.deps.accounts.audit({ actor: username, action: 'signup', target: username });
    this.deliverInitialPassword(user, input.site, password).catch((error: unknown) => this.deps.log(`Mail to a new account failed: ${String(error)}`));
  }

  /** Sets a new random password, marks it for change, and mails it; waits a bounded time for the mail. */
  async sendInitialPassword(user: UserRow, site: Site): Promise<'sent' | 'failed' | 'sending' | 'suppressed'> {
    if (!user.email) throw new AccountError(400, 'no_email', 'The account has no email address.');
    const password = generatePassword();
    await this.deps.users.update(user.id, { password_hash: await this.hash(password), must_change_password: true });
    return this.deliverInitialPassword(user, site, password);
  }

  /** Mails a user's initial password (unless the address opted out); waits a bounded time for the mail server. */
  private async deliverInitialPassword(user: UserRow, site: Site, password: string): Promise<'sent' | 'failed' | 'sending' | 'suppressed'> {
    if (!user.email) throw new AccountError(400, 'no_email', 'The account has no email address.');
    if (await this.deps.accounts.isOptedOut(user.email)) {
      await this.deps.accounts.logMail({ userId: user.id, recipient: user.email, kind: 'initial_password', status: 'suppressed' });
      return 'suppressed';
    }
    const owner = this.deps.registry.owner;
    const mail = initialPasswordMail(user.language, {
      site: site.domain,
      name: user.name,
      email: user.email,
      password,
      loginLink: `https://${site.domain}/login`,
      unsubscribeLink: `https://${site.domain}/unsubscribe?token=${this.unsubscribeToken(user.email)}`,
      owner: `${owner.firstName} ${owner.lastName}`,
    });
    const id = await this.deps.accounts.logMail({ userId: user.id, recipient: user.email, kind: 'initial_password', status: 'sending' });
    const sending = this.deps.mailer
      .send({ to: user.email, subject: mail.subject, text: mail.text, headers: { 'List-Unsubscribe': `<https://${site.domain}/unsubscribe?token=${this.unsubscribeToken(user.email)}>` } })
      .then(
        async () => {
          await this.deps.accounts.updateMail(id, 'sent', null);
          return 'sent' as const;
        },
        async (error: unknown) => {
          this.deps.log(`Mail to ${user.email} failed: ${String(error)}`);
          await this.deps.accounts.updateMail(id, 'failed', error instanceof Error ? error.message : String(error));
          return 'failed' as const;
        },
      );
    const waited = new Promise<'sending'>((resolve) => setTimeout(() => resolve('sending'), this.deps.mailWaitMs).unref());
    return Promise.race([sending, waited]);
  }

  async changePassword(userId: number, name: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.deps.users.findByName(name);
    if (!user || user.id !== userId || !(await verifyPassword(user.password_hash, currentPassword))) {
      throw new AccountError(403, 'wrong_password', 'The current password is wrong.');
    }
    // The shared first-level password belongs to every member; only the administrator changes it.
    if (user.email === null) throw new AccountError(403, 'shared_account', 'The password of the shared account is changed by the administrator.');
    const problem = checkPasswordStrength(newPassword, user.name);
    if (problem) throw new AccountError(400, `password_${problem}`, 'The new password is not strong enough.');
    if (newPassword === currentPassword) throw new AccountError(400, 'password_unchanged', 'Choose a password different from the current one.');
    await this.deps.users.update(user.id, { password_hash: await hashPassword(newPassword), must_change_password: false });
    await this.deps.accounts.audit({ actor: user.name, action: 'password_change', target: user.name });
  }

  /** A signed token naming an email address, for unsubscribe links. */
  unsubscribeToken(email: string): string {
    const address = Buffer.from(email.toLowerCase()).toString('base64url');
    return `${address}.${this.sign(address)}`;
  }

  async unsubscribe(token: string): Promise<boolean> {
    const [address, signature] = token.split('.');
    if (!address || !signature) return false;
    const expected = Buffer.from(this.sign(address));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const email = Buffer.from(address, 'base64url').toString('utf8');
    await this.deps.accounts.optOut(email);
    await this.deps.accounts.audit({ actor: 'visitor', action: 'unsubscribe', target: email });
    return true;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.deps.secret).update(`unsubscribe:${value}`).digest('base64url');
  }

  // --- administration (roles admin and owner; checked here, whatever the client shows) ---

  private assertPrivileged(actor: Actor): void {
    if (!isPrivileged(actor.roles)) throw new AccountError(403, 'forbidden', 'This needs the admin or owner role.');
  }

  /** Only the owner may grant or take admin and owner roles, or change an owner's account. */
  private assertMayChange(actor: Actor, target: UserRow, patch: AccountPatch): void {
    this.assertPrivileged(actor);
    const isOwner = actor.roles.includes('owner');
    const rolesChange = patch.roles !== undefined && [...patch.roles].sort().join() !== [...target.roles].sort().join();
    if (rolesChange && !isOwner) throw new AccountError(403, 'owner_only', 'Only the owner may change roles.');
    if (target.roles.includes('owner') && !isOwner) throw new AccountError(403, 'owner_only', 'Only the owner may change an owner.');
  }

  async listUsers(actor: Actor): Promise<AdminUser[]> {
    this.assertPrivileged(actor);
    const [users, mails] = await Promise.all([this.deps.users.list(), this.deps.accounts.latestMailByUser()]);
    const mailOf = new Map(mails.map((mail) => [mail.user_id, mail]));
    return users.map((user) => {
      const mail = mailOf.get(user.id);
      return toAdminUser(user, mail ? { status: mail.status, error: mail.error, at: (mail.sent_at ?? mail.created_at).toISOString() } : null);
    });
  }

  async createUser(actor: Actor, input: { username: string; email: string; language: string } & AccountPatch, site: Site): Promise<void> {
    this.assertPrivileged(actor);
    const username = input.username.trim();
    const email = normalizeEmail(input.email);
    if (!isValidUsername(username)) throw new AccountError(400, 'invalid_username', 'The user name is not valid.');
    if (email === null) throw new AccountError(400, 'invalid_email', 'The email address is not valid.');
    if (input.roles?.length && !actor.roles.includes('owner')) throw new AccountError(403, 'owner_only', 'Only the owner may grant roles.');
    if ((await this.deps.users.findByName(username)) || (await this.deps.users.findByEmail(email))) {
      throw new AccountError(409, 'account_exists', 'An account with this user name or email address exists.');
    }
    const user = await this.deps.users.create({
      name: username,
      email,
      password_hash: await this.hash(generatePassword()),
      entitled: input.entitled ?? false,
      internal: input.internal ?? false,
      roles: input.roles ?? [],
      valid_from: input.validFrom ? new Date(input.validFrom) : new Date(),
      valid_to: input.validTo ? new Date(input.validTo) : null,
      must_change_password: true,
      language: input.language,
      signup_host: site.domain,
    });
    await this.deps.accounts.audit({ actor: actor.name, action: 'create', target: username, details: JSON.stringify(input) });
    await this.sendInitialPassword(user, site);
  }

  async updateUser(actor: Actor, name: string, patch: AccountPatch): Promise<void> {
    const target = await this.requireUser(name);
    this.assertMayChange(actor, target, patch);
    if (target.name === actor.name && (patch.disabled || (patch.roles && !isPrivileged(patch.roles)))) {
      throw new AccountError(400, 'self_lockout', 'You cannot disable yourself or take your own rights.');
    }
    const update: UserUpdate = {};
    if (patch.entitled !== undefined) update.entitled = patch.entitled;
    if (patch.internal !== undefined) update.internal = patch.internal;
    if (patch.roles !== undefined) update.roles = [...new Set(patch.roles)];
    if (patch.disabled !== undefined) update.disabled = patch.disabled;
    if (patch.validFrom !== undefined) update.valid_from = patch.validFrom ? new Date(patch.validFrom) : null;
    if (patch.validTo !== undefined) update.valid_to = patch.validTo ? new Date(patch.validTo) : null;
    const from = update.valid_from ?? target.valid_from;
    const to = update.valid_to === undefined ? target.valid_to : update.valid_to;
    if (from && to && to <= from) throw new AccountError(400, 'invalid_validity', 'The validity must end after it starts.');
    await this.deps.users.update(target.id, update);
    await this.deps.accounts.audit({ actor: actor.name, action: 'update', target: target.name, details: JSON.stringify(patch) });
  }

  async deleteUser(actor: Actor, name: string): Promise<void> {
    const target = await this.requireUser(name);
    this.assertMayChange(actor, target, {});
    if (target.name === actor.name) throw new AccountError(400, 'self_lockout', 'You cannot delete your own account.');
    await this.deps.users.remove(target.id);
    await this.deps.accounts.audit({ actor: actor.name, action: 'delete', target: target.name });
  }

  async resendInitialPassword(actor: Actor, name: string, site: Site): Promise<string> {
    const target = await this.requireUser(name);
    this.assertMayChange(actor, target, {});
    const status = await this.sendInitialPassword(target, site);
    await this.deps.accounts.audit({ actor: actor.name, action: 'resend', target: target.name, details: status });
    return status;
  }

  async auditLog(actor: Actor): Promise<AuditEntry[]> {
    this.assertPrivileged(actor);
    const rows = await this.deps.accounts.auditLog(200);
    return rows.map((row) => ({ actor: row.actor, action: row.action, target: row.target, details: row.details, at: row.created_at.toISOString() }));
  }

  private async requireUser(name: string): Promise<UserRow> {
    const user = await this.deps.users.findByName(name);
    if (!user) throw new AccountError(404, 'not_found', 'No such account.');
    return user;
  }
}
