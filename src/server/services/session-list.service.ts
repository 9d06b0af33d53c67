// A member's sessions (issue 20): the dashboard lists them and ends one or all others; an
// administrator does the same for an account on /admin. A session is only ever ended through its
// user: a member naming another member's session ends nothing (the SQL is bound to the user).
import type { AccountRepository } from '@server/db/account.repository';
import type { SessionDetails, SessionRepository } from '@server/db/session.repository';
import type { UserRepository } from '@server/db/user.repository';
import type { SessionListEntry } from '@shared/session-api';
import { AccountError } from './account-error';
import type { Actor } from './admin.service';
import type { SessionService } from './session.service';

export interface SessionListDeps {
  sessions: Pick<SessionRepository, 'listActive' | 'revokeOfUser'>;
  cache: Pick<SessionService, 'handleChange'>;
  users: Pick<UserRepository, 'findByName'>;
  accounts: Pick<AccountRepository, 'audit'>;
  now: () => Date;
}

function toEntry(row: SessionDetails, currentId: string | null): SessionListEntry {
  return {
    id: row.id,
    site: row.site_host,
    browser: row.browser,
    platform: row.platform,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
    current: row.id === currentId,
  };
}

function isPrivileged(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('owner');
}

export class SessionListService {
  constructor(private readonly deps: SessionListDeps) {}

  /** The user's active sessions; currentId marks the one the request came with. */
  async list(userId: number, currentId: string | null): Promise<SessionListEntry[]> {
    const rows = await this.deps.sessions.listActive(userId, this.deps.now());
    return rows.map((row) => toEntry(row, currentId));
  }

  /** Ends one session of the member's own; false when they have no such active session. */
  async endOwn(member: { id: number; name: string }, sessionId: string): Promise<boolean> {
    const ended = await this.end(member.id, { only: sessionId });
    if (ended.length) await this.deps.accounts.audit({ actor: member.name, action: 'session_end', target: member.name, details: JSON.stringify({ sessions: 1 }) });
    return ended.length > 0;
  }

  /** Ends every session of the member but the current one; returns how many. */
  async endOthers(member: { id: number; name: string }, currentId: string): Promise<number> {
    const ended = await this.end(member.id, { except: currentId });
    if (ended.length) await this.deps.accounts.audit({ actor: member.name, action: 'session_end', target: member.name, details: JSON.stringify({ sessions: ended.length }) });
    return ended.length;
  }

  /** An administrator's view of an account's sessions. */
  async listOf(actor: Actor, name: string): Promise<SessionListEntry[]> {
    const user = await this.target(actor, name);
    return this.list(user.id, null);
  }

  /** An administrator ends one session of an account (sessionId) or all of them (null). */
  async endOf(actor: Actor, name: string, sessionId: string | null): Promise<number> {
    const user = await this.target(actor, name);
    const ended = await this.end(user.id, sessionId === null ? { except: null } : { only: sessionId });
    if (sessionId !== null && !ended.length) throw new AccountError(404, 'session_not_found', 'This session has ended already.');
    if (ended.length) await this.deps.accounts.audit({ actor: actor.name, action: 'session_end', target: user.name, details: JSON.stringify({ sessions: ended.length }) });
    return ended.length;
  }

  /** Only administrators; only the owner touches an owner's sessions (as with every other change). */
  private async target(actor: Actor, name: string) {
    if (!isPrivileged(actor.roles)) throw new AccountError(403, 'forbidden', 'This needs the admin or owner role.');
    const user = await this.deps.users.findByName(name);
    if (!user) throw new AccountError(404, 'not_found', 'No such account.');
    if (user.roles.includes('owner') && !actor.roles.includes('owner') && user.name !== actor.name) {
      throw new AccountError(403, 'owner_only', 'Only the owner may change an owner.');
    }
    return user;
  }

  private async end(userId: number, which: { only: string } | { except: string | null }): Promise<string[]> {
    const ended = await this.deps.sessions.revokeOfUser(userId, this.deps.now(), which);
    // This process's cache forgets them at once; the others hear the database's notifications.
    for (const id of ended) this.deps.cache.handleChange(`session:${id}`);
    return ended;
  }
}
