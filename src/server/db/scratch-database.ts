// A database of its own on the test PostgreSQL server, for tests that take it away (integration
// and browser tests alike): made with a random name, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the test PostgreSQL server, for tests that take it away; drop() removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ name: string; url: string; admin: pg.Client; drop(): Promise<void> }> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

