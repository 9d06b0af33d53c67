// The administration of accounts (SPEC §6), for the roles admin and owner — checked here, whatever
// the client shows: list, create, change flags, roles and validity, disable, delete, resend the
// initial password, and the audit log. Only the owner grants roles or touches an owner; nobody
// locks themselves out.
import { isValidUsername, normalizeEmail } from '@shared/accounts';
import type { AccountPatch, AdminUser, AuditEntry, Role } from '@shared/api-types';
import type { Site } from '@shared/site-registry';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRow, UserUpdate } from '@server/db/schema';
import type { UserRepository } from '@server/db/user.repository';
import { AccountError, generatePassword } from './account-error';
import type { InitialPasswordMail } from './initial-password-mail';
import { toAuthUser } from './session.service';

export interface Actor {
  name: string;
  roles: Role[];
}

export interface AdminDeps {
  users: Pick<UserRepository, 'findByName' | 'findByEmail' | 'create' | 'update' | 'remove' | 'list'>;
  accounts: Pick<AccountRepository, 'audit' | 'auditLog' | 'latestMailByUser'>;
  initialPassword: Pick<InitialPasswordMail, 'renew'>;
  hash: (password: string) => Promise<string>;
}

function isPrivileged(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('owner');
}

function toAdminUser(row: UserRow, mail: AdminUser['mail']): AdminUser {
  return {
    ...toAuthUser(row),
    disabled: row.disabled,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    mail,
  };
}

export class AdminService {
  constructor(private readonly deps: AdminDeps) {}

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
    const user = await this.deps.users.create(
      {
        name: username,
        email,
        password_hash: await this.deps.hash(generatePassword()),
        entitled: input.entitled ?? false,
        internal: input.internal ?? false,
        roles: input.roles ?? [],
        valid_from: input.validFrom ? new Date(input.validFrom) : new Date(),
        valid_to: input.validTo ? new Date(input.validTo) : null,
        must_change_password: true,
        language: input.language,
        signup_host: site.domain,
      },
      { actor: actor.name, action: 'create', target: username, details: JSON.stringify(input) },
    );
    await this.deps.initialPassword.renew(user, site);
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
    await this.deps.users.update(target.id, update, { actor: actor.name, action: 'update', target: target.name, details: JSON.stringify(patch) });
  }

  async deleteUser(actor: Actor, name: string): Promise<void> {
    const target = await this.requireUser(name);
    this.assertMayChange(actor, target, {});
    if (target.name === actor.name) throw new AccountError(400, 'self_lockout', 'You cannot delete your own account.');
    await this.deps.users.remove(target.id, { actor: actor.name, action: 'delete', target: target.name });
  }

  async resendInitialPassword(actor: Actor, name: string, site: Site): Promise<string> {
    const target = await this.requireUser(name);
    this.assertMayChange(actor, target, {});
    const status = await this.deps.initialPassword.renew(target, site);
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
