// Starting and stopping the processes the bench measures, each pinned to the servers' core
// (system.mjs): the compiled product (dist/server/main.js, with loop-delay.mjs imported and an IPC
// channel to ask it for the event loop's longest block), the anchors as node scripts, and their
// resident memory from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get, waitForAnswer } from './http.mjs';
import { pinned } from './system.mjs';

const LOOP_DELAY = fileURLToPath(new URL('./loop-delay.mjs', import.meta.url));

async function ready(port, deadlineMs = 180_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await get(port, '127.0.0.1', '/api/ready')).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server on port ${port} did not become ready`);
}

/** Starts the product with env; answers { child, seconds } (spawn to /api/ready). */
export async function startProduct(plan, env) {
  const started = performance.now();
  const [command, args] = pinned(plan, 'server', process.execPath, ['--max-semi-space-size=4', '--import', LOOP_DELAY, 'dist/server/main.js']);
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await ready(Number(env.PORT));
  return { child, seconds: (performance.now() - started) / 1000 };
}

/** Starts a node script of the bench (an anchor) with its options as JSON and waits for it. */
export async function startScript(plan, script, options, probePath = '/') {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const [command, args] = pinned(plan, 'server', process.execPath, [file, JSON.stringify(options)]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForAnswer(options.port, probePath);
  return child;
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The longest event-loop block (ms) the product saw while body ran (loop-delay.mjs). */
export async function longestBlockDuring(child, body) {
  child.send({ loopDelay: 'start' });
  const result = await body();
  const answer = new Promise((resolve) => {
    const listen = (message) => {
      if (!message?.loopDelay) return;
      child.off('message', listen);
      resolve(message.loopDelay.maxMs);
    };
    child.on('message', listen);
  });
  child.send({ loopDelay: 'stop' });
  return { result, blockMs: await answer };
}

/** Resident memory of a process now and at its peak, in MB. */
export function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
