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
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
