// `npm run users -- add|list|set|remove|unlock ...`: manage accounts. Passwords come from standard
// input only. Every change is written to the audit log, as the administration page does.
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { PASSWORD_ANY_KIND_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem, checkPasswordStrength, isValidUsername, normalizeEmail } from '@shared/accounts';
import { ROLES, type Role } from '@shared/api-types';
import { type Environment, loadServerConfig } from '@server/config';
import { DataLockedError, dataLockHolder } from '@server/data-lock';
import { openDatabase } from '@server/db/database';
import { AccountRepository, type AuditRecord } from '@server/db/account.repository';
import { RateLimitRepository } from '@server/db/rate-limit.repository';
import type { UserUpdate } from '@server/db/schema';
import { UserRepository } from '@server/db/user.repository';
import { liftLoginLockout } from '@server/services/login-throttle';
import { hashPassword } from '@server/services/password';
import { runAsCommand } from './run-as-command';

const USAGE = `Usage:
  npm run users -- add NAME [--email ADDRESS] [--entitled] [--internal] [--role admin|owner]...
  npm run users -- set NAME [--email ADDRESS|--no-email] [--entitled|--not-entitled] [--internal|--not-internal]
                            [--role admin|owner]... [--no-roles] [--password] [--disable|--enable]
  npm run users -- list
  npm run users -- remove NAME
  npm run users -- unlock NAME      lift the login lock-out and slowdown of NAME after failed passwords
The password is read from standard input (one line; typed without echo on a terminal).
A user without an email address is a shared first-level account: it logs in with name and password.`;


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

function requireEmail(text: string): string {
  const email = normalizeEmail(text);
  if (email === null) throw new Error(`'${text}' is not a bare email address (name@example.org, without a display name or spaces).`);
  return email;
}

/** The sign-up's password rules (src/shared/accounts.ts), explained for the terminal. */
const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  too_short: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_long: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  too_simple: `The password needs three of: lower-case letters, upper-case letters, digits, other characters (or at least ${PASSWORD_ANY_KIND_LENGTH} characters).`,
  contains_name: 'The password must not contain the user name.',
};

async function askPassword(name: string, read: (prompt: string) => Promise<string>): Promise<string> {
  const password = await read('Password: ');
  const problem = checkPasswordStrength(password, name);
  if (problem) throw new Error(PASSWORD_PROBLEMS[problem]);
  return password;
}

const COMMANDS = ['add', 'set', 'list', 'remove', 'unlock'];

/** Who the audit log names for a change made here: the operating-system user at the terminal. */
function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

function parseCommand(argv: string[]) {
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
  return { values, command, name };
}

type ParsedCommand = ReturnType<typeof parseCommand>;

export async function runUsersCommand(
  argv: string[],
  env: Environment,
  out: (line: string) => void,
  read: (prompt: string) => Promise<string> = readPassword,
): Promise<void> {
  await runUsersCommands([argv], env, out, read);
}

/**
 * Several commands, one after the other, on one opening of the database (the browser tests seed
 * their accounts so); read is asked for each password in turn. The first failure stops the rest.
 */
export async function runUsersCommands(
  commands: string[][],
  env: Environment,
  out: (line: string) => void,
  read: (prompt: string) => Promise<string> = readPassword,
): Promise<void> {
  const parsed = commands.map(parseCommand);
  if (parsed.length === 0 || parsed.some(({ values, command }) => values.help || !command)) {
    out(USAGE);
    return;
  }
  const unknown = parsed.find(({ command }) => !COMMANDS.includes(command!));
  if (unknown) throw new Error(`Unknown command '${unknown.command}'.\n${USAGE}`);
  const config = loadServerConfig(env as Record<string, string | undefined>);
  if (config.database.kind === 'embedded') {
    const holder = dataLockHolder(config.dataDir);
    if (holder) throw new DataLockedError(config.dataDir, holder);
  }
  const database = await openDatabase(config.database);
  const repositories = { users: new UserRepository(database.db), counters: new RateLimitRepository(database.db), accounts: new AccountRepository(database.db) };
  try {
    for (const command of parsed) await runOn(repositories, command, out, read);
  } finally {
    await database.close();
  }
}

async function runOn(
  { users, counters, accounts }: { users: UserRepository; counters: RateLimitRepository; accounts: AccountRepository },
  { values, command, name }: ParsedCommand,
  out: (line: string) => void,
  read: (prompt: string) => Promise<string>,
): Promise<void> {
  const audit = (action: string, target: string, details?: unknown): AuditRecord => ({
    actor: cliActor(),
    action,
    target,
    details: details === undefined ? null : JSON.stringify(details),
  });
  if (command === 'list') {
    for (const user of await users.list()) {
      const flags = [user.entitled && 'entitled', user.internal && 'internal', user.disabled && 'disabled', ...user.roles].filter(Boolean);
      out(`${user.name}\t${user.email ?? '(shared)'}\t${flags.join(',') || '-'}`);
    }
    return;
  }
  if (!name) throw new Error(`The command '${command}' needs a user name.\n${USAGE}`);
  if (command === 'add') {
    if (!isValidUsername(name)) throw new Error('A user name has 3 to 32 letters (A–Z), digits, dots, dashes or underscores and starts with a letter or digit.');
    if (await users.findByName(name)) throw new Error(`A user named '${name}' exists already.`);
    const email = values.email === undefined ? null : requireEmail(values.email);
    if (email !== null && (await users.findByEmail(email))) throw new Error(`An account with the email address ${email} exists already.`);
    const passwordHash = await hashPassword(await askPassword(name, read));
    const account = { name, email, entitled: values.entitled ?? false, internal: values.internal ?? false, roles: parseRoles(values.role) ?? [] };
    await users.create({ ...account, password_hash: passwordHash }, audit('create', name, account));
    out(`Added user '${name}'.`);
    return;
  }
  if (command === 'unlock') {
    const dropped = await liftLoginLockout(counters, name);
    await accounts.audit(audit('unlock', name, { counters: dropped }));
    out(dropped > 0 ? `Lifted the login lock-out of '${name}'.` : `'${name}' had no login lock-out.`);
    return;
  }
  const user = await users.findByName(name);
  if (!user) throw new Error(`No user named '${name}'.`);
  if (command === 'remove') {
    await users.remove(user.id, audit('delete', user.name));
    out(`Removed user '${name}'.`);
    return;
  }
  if (command === 'set') {
    const patch: UserUpdate = {};
    if (values.email !== undefined) patch.email = requireEmail(values.email);
    if (values['no-email']) patch.email = null;
    if (values.entitled || values['not-entitled']) patch.entitled = Boolean(values.entitled);
    if (values.internal || values['not-internal']) patch.internal = Boolean(values.internal);
    const roles = values['no-roles'] ? [] : parseRoles(values.role);
    if (roles) patch.roles = roles;
    if (values.disable || values.enable) patch.disabled = Boolean(values.disable);
    if (values.password) patch.password_hash = await hashPassword(await askPassword(name, read));
    if (Object.keys(patch).length === 0) throw new Error('Nothing to change: give at least one flag.');
    const { password_hash: passwordHash, ...visible } = patch;
    await users.update(user.id, patch, audit('update', user.name, passwordHash === undefined ? visible : { ...visible, password: 'changed' }));
    out(`Updated user '${name}'.`);
  }
}

runAsCommand(import.meta.url, (argv, env, out) => runUsersCommand(argv, env, out));
