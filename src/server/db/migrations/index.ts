// The numbered migrations, listed explicitly so the build needs no folder scan.
import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-users-and-sessions';
import * as m002 from './002-personal-accounts';

const migrations: Record<string, Migration> = {
  '001-users-and-sessions': m001,
  '002-personal-accounts': m002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
