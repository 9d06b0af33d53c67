// The migrations are the numbered files of this folder ('003-rate-limits.ts' …), found at build time
// (import.meta.glob, resolved by Vite for the compiled server and by Vitest for the tests) and
// run in the order of their names. A new migration is a new file; nothing else is to be edited.
import type { Migration, MigrationProvider } from 'kysely';

const files = import.meta.glob<Migration>(['./[0-9][0-9][0-9]-*.ts', '!./*.test.ts'], { eager: true });

/** Migration name (the file name without folder and extension) → migration. */
export function migrationsOf(modules: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(modules)
      .map(([path, migration]) => [path.replace(/^.*\//, '').replace(/\.ts$/, ''), migration] as const)
      .filter(([, migration]) => typeof migration.up === 'function')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export const migrations = migrationsOf(files);

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
