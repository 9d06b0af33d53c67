// Table types of the database, as Kysely sees them.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  password_hash: string;
  entitled: Generated<boolean>;
  internal: Generated<boolean>;
  roles: Generated<string[]>;
  disabled: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_login_at: Date | null;
  valid_from: Date | null;
  valid_to: Date | null;
  must_change_password: Generated<boolean>;
  language: Generated<string>;
  signup_host: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
  /** The host the session started on, a coarse browser family and platform, and when it was last seen (migration 005). */
  site_host: ColumnType<string | null, string | null | undefined, string | null>;
  browser: ColumnType<string | null, string | null | undefined, string | null>;
  platform: ColumnType<string | null, string | null | undefined, string | null>;
  last_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A password recovery link: only the SHA-256 of its secret; ended by use or by a newer link. */
export interface PasswordResetLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  ended_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface EmailOptOutsTable {
  email: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type MailStatus = 'sending' | 'sent' | 'failed' | 'suppressed';

export interface MailMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  recipient: string;
  kind: string;
  status: MailStatus;
  error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  sent_at: Date | null;
}

/** A fixed window of one limit (login per client, per user and client, per user; sign-ups per client). */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  window_ms: number;
  count: number;
}

export interface Database {
  rate_limits: RateLimitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  email_opt_outs: EmailOptOutsTable;
  mail_messages: MailMessagesTable;
  password_reset_links: PasswordResetLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditRow = Selectable<AuditLogTable>;
export type MailMessageRow = Selectable<MailMessagesTable>;
