// What the administration page offers whom (SPEC §6). The server enforces the same rules; the page
// only avoids offering what would be refused.
import { ROLES, type AdminUser, type AuditEntry, type Role } from '@shared/api-types';

export function isPrivileged(roles: readonly Role[]): boolean {
  return roles.includes('admin') || roles.includes('owner');
}

export function isOwner(roles: readonly Role[]): boolean {
  return roles.includes('owner');
}

/** Only the owner changes roles or an owner's account. */
export function mayManage(actorRoles: readonly Role[], target: Pick<AdminUser, 'roles'>): boolean {
  return isPrivileged(actorRoles) && (isOwner(actorRoles) || !target.roles.includes('owner'));
}

export function mayEditRoles(actorRoles: readonly Role[]): boolean {
  return isOwner(actorRoles);
}

/** The roles after switching one on or off, in the order of ROLES. */
export function withRole(roles: readonly Role[], role: Role, on: boolean): Role[] {
  return ROLES.filter((candidate) => (candidate === role ? on : roles.includes(candidate)));
}

export const MAIL_STATUSES = ['sent', 'failed', 'sending', 'suppressed'] as const;

/** The key under admin.mailStatus.* for the newest mail of an account. */
export function mailStatusKey(mail: AdminUser['mail']): (typeof MAIL_STATUSES)[number] | 'none' | 'unknown' {
  if (!mail) return 'none';
  return MAIL_STATUSES.find((status) => status === mail.status) ?? 'unknown';
}

/** The statuses under admin.mailStatus.*: a mail's, and those of no mail and of a status not known. */
const MAIL_STATUS_NAMES = [...MAIL_STATUSES, 'none', 'unknown'] as const;

/** The name under admin.mailStatus.* of a text (an answer's or the audit log's), or null for a text without one. */
export function knownMailStatus(text: string): (typeof MAIL_STATUS_NAMES)[number] | null {
  return MAIL_STATUS_NAMES.find((status) => status === text) ?? null;
}

/** The role a text of the audit log names, or null for one the accounts know no more. */
export function knownRole(text: string): Role | null {
  return ROLES.find((role) => role === text) ?? null;
}

export const AUDIT_ACTIONS = [
  'signup',
  'signup_existing_email',
  'password_change',
  'unsubscribe',
  'create',
  'update',
  'delete',
  'resend',
  'password_reset_request',
  'password_reset',
  'session_end',
] as const;

/** The key under admin.audit.actions.*, or null to show the raw action. */
export function auditActionKey(action: string): (typeof AUDIT_ACTIONS)[number] | null {
  return AUDIT_ACTIONS.find((known) => known === action) ?? null;
}

export function newestFirst(entries: readonly AuditEntry[]): AuditEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export type AuditDetail =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; fields: { name: string; value: string | number | boolean | null | string[] }[] };

/** The details of an audit entry: a JSON object becomes its fields, anything else stays text. */
export function parseAuditDetails(details: string | null): AuditDetail | null {
  if (!details) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const fields = Object.entries(parsed as Record<string, unknown>).map(([name, value]) => ({
        name,
        value: Array.isArray(value) ? value.map(String) : typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as string | number | boolean | null),
      }));
      return { kind: 'fields', fields };
    }
  } catch {
    // Plain text details such as a mail status.
  }
  return { kind: 'text', text: details };
}
