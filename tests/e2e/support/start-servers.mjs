// Starts the browser tests' servers side by side (Playwright starts the entries of its webServer
// list one after the other, each once the one before answers) and prints 'e2e servers up' once
// every one answers its health URL. E2E_SERVERS: JSON [{ name, url, env }], each started as
// `node start-server.mjs NAME` with its env added. When one server ends, so do the others and this
// process (Playwright stops the whole process group at the end of the run).
import { spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const script = fileURLToPath(new URL('./start-server.mjs', import.meta.url));

/** Answers as Playwright counts a server up: a status from 200 to 403. */
function answers(url) {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? https : http).get(url, { rejectUnauthorized: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 404);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

// A server of another run on the same port would answer for ours (Playwright's own check, which it
// does only for a webServer with a url).
for (const { url } of servers) {
  if (await answers(url)) {
    console.error(`${url} is already used: stop that server, or give this run other ports (E2E_PORT_OFFSET).`);
    process.exit(1);
  }
}

const children = servers.map(({ name, env }) => {
  const child = spawn(process.execPath, [script, name], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && target.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    process.stderr.write(`[${name}] ended (${signal ?? `exit code ${code}`})\n`);
    for (const other of children) if (other !== child) other.kill();
    process.exit(code || 1);
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}

const pending = new Set(servers.map((server) => server.url));
while (pending.size > 0) {
  for (const url of [...pending]) if (await answers(url)) pending.delete(url);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
}
process.stdout.write('e2e servers up\n');
