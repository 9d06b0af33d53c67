// `npm run users -- add|list|set|remove ...`: manage accounts. Passwords come from standard input only.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../shared/api-types';
import { type Environment, loadServerConfig } from '../config';
import { DataLockedError, dataLockHolder } from '../data-lock';
import { openDatabase } from '../db/database';
import type { UserUpdate } from '../db/schema';
import { UserRepository } from '../db/user.repository';
import { hashPassword } from '../services/password';

const USAGE = `Usage:
  npm run users -- add NAME [--email ADDRESS] [--entitled] [--internal] [--role admin|owner]...
  npm run users -- set NAME [--email ADDRESS|--no-email] [--entitled|--not-entitled] [--internal|--not-internal]
                            [--role admin|owner]... [--no-roles] [--password] [--disable|--enable]
  npm run users -- list
  npm run users -- remove NAME
The password is read from standard input (one line; typed without echo on a terminal).
A user without an email address is a shared first-level account: it logs in with name and password.`;

export const MIN_PASSWORD_LENGTH = 8;
const NAME_PATTERN = /^[\p{L}\p{N}._-]{2,64}$/u;

async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) {
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    return new Promise((resolve) => {
      let value = '';
      stdin.on('data', function onData(chunk: Buffer) {
        for (const char of chunk.toString('utf8')) {
          if (char === '\r' || char === '\n') {
            stdin.setRawMode(false);
            stdin.off('data', onData);
            stdin.pause();
            process.stderr.write('\n');
            resolve(value);
            return;
          }
          if (char === '\u0003') process.exit(130);
          value = char === '\u007f' ? value.slice(0, -1) : value + char;
        }
      });
    });
  }
  const lines = createInterface({ input: stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function parseRoles(values: string[] | undefined): Role[] | undefined {
  if (!values) return undefined;
  for (const role of values) {
    if (!(ROLES as readonly string[]).includes(role)) throw new Error(`Unknown role '${role}'; use ${ROLES.join(' or ')}.`);
  }
  return values as Role[];
}

async function askPassword(read: (prompt: string) => Promise<string>): Promise<string> {
  const password = await read('Password: ');
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  return password;
}

export async function runUsersCommand(
  argv: string[],
  env: Environment,
  out: (line: string) => void,
  read: (prompt: string) => Promise<string> = readPassword,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'no-email': { type: 'boolean' },
      entitled: { type: 'boolean' },
      'not-entitled': { type: 'boolean' },
      internal: { type: 'boolean' },
      'not-internal': { type: 'boolean' },
      role: { type: 'string', multiple: true },
      'no-roles': { type: 'boolean' },
      password: { type: 'boolean' },
      disable: { type: 'boolean' },
      enable: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, name] = positionals;
  if (values.help || !command) {
    out(USAGE);
    return;
  }
  const config = loadServerConfig(env as Record<string, string | undefined>);
  if (config.database.kind === 'embedded') {
    const holder = dataLockHolder(config.dataDir);
    if (holder) throw new DataLockedError(config.dataDir, holder);
  }
  const database = await openDatabase(config.database);
  const users = new UserRepository(database.db);
  try {
    if (command === 'list') {
      for (const user of await users.list()) {
        const flags = [user.entitled && 'entitled', user.internal && 'internal', user.disabled && 'disabled', ...user.roles].filter(Boolean);
        out(`${user.name}\t${user.email ?? '(shared)'}\t${flags.join(',') || '-'}`);
      }
      return;
    }
    if (!name) throw new Error(`The command '${command}' needs a user name.\n${USAGE}`);
    if (command === 'add') {
      if (!NAME_PATTERN.test(name)) throw new Error('A user name has 2 to 64 letters, digits, dots, dashes or underscores.');
      if (await users.findByName(name)) throw new Error(`A user named '${name}' exists already.`);
      const passwordHash = await hashPassword(await askPassword(read));
      await users.create({
        name,
        email: values.email?.trim().toLowerCase() ?? null,
        password_hash: passwordHash,
        entitled: values.entitled ?? false,
        internal: values.internal ?? false,
        roles: parseRoles(values.role) ?? [],
      });
      out(`Added user '${name}'.`);
      return;
    }
    const user = await users.findByName(name);
    if (!user) throw new Error(`No user named '${name}'.`);
    if (command === 'remove') {
      await users.remove(user.id);
      out(`Removed user '${name}'.`);
      return;
    }
    if (command === 'set') {
      const patch: UserUpdate = {};
      if (values.email !== undefined) patch.email = values.email.trim().toLowerCase();
      if (values['no-email']) patch.email = null;
      if (values.entitled || values['not-entitled']) patch.entitled = Boolean(values.entitled);
      if (values.internal || values['not-internal']) patch.internal = Boolean(values.internal);
      const roles = values['no-roles'] ? [] : parseRoles(values.role);
      if (roles) patch.roles = roles;
      if (values.disable || values.enable) patch.disabled = Boolean(values.disable);
      if (values.password) patch.password_hash = await hashPassword(await askPassword(read));
      if (Object.keys(patch).length === 0) throw new Error('Nothing to change: give at least one flag.');
      await users.update(user.id, patch);
      out(`Updated user '${name}'.`);
      return;
    }
    throw new Error(`Unknown command '${command}'.\n${USAGE}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runUsersCommand(process.argv.slice(2), process.env, (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
