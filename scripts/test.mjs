// npm test: every layer of the suite in two lanes side by side. One lane builds and then runs the
// browser tests against the build (their browsers and servers mostly wait: about 40 % of two
// cores); the other runs the type check, lint, unit, component and integration tests one after
// the other (one core: the integration files run in one process, vitest.config.ts). The browser
// tests' output is shown as it comes; every other step's when it ends, as one block (a failed
// step's in full); the first failure stops the other lane and the run. At the end: the wall time
// of every step.
//
//   node scripts/test.mjs            the whole suite (what npm test runs)
//   TEST_LANES=1 node scripts/test.mjs  the same steps one after the other
import { spawn } from 'node:child_process';

/** A step: an npm script, or the browser tests (Playwright against the build, output shown live). */
const BROWSER = { label: 'browser tests', command: 'npx', args: ['playwright', 'test'], live: true };
const script = (name) => ({ label: name, command: 'npm', args: ['run', '--silent', name], live: false });

/** The lanes that run side by side, each a list of steps run in order. */
const LANES = [
  [script('build'), BROWSER],
  [script('typecheck'), script('lint'), script('test:unit'), script('test:component'), script('test:int')],
];
/** One after the other: the quick checks first, the browser tests last. */
const SEQUENCE = [...LANES[1], ...LANES[0]];

const sequential = process.env.TEST_LANES === '1';
const times = [];
let failed = null;
const running = new Set();

function run(label, command, args, { live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      times.push({ label, seconds, ok: signal ? 'stopped' : ok ? 'ok' : 'FAILED' });
      process.stdout.write(`\n── ${label}: ${ok ? 'passed' : signal ? 'stopped' : 'FAILED'} in ${seconds} s\n`);
      if (!live) process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function runLane(steps) {
  for (const step of steps) {
    if (failed) return;
    if (!(await run(step.label, step.command, step.args, { live: step.live }))) {
      failed ??= step.label;
      stopOthers();
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const started = Date.now();
if (sequential) await runLane(SEQUENCE);
else await Promise.all(LANES.map(runLane));

const total = Math.round((Date.now() - started) / 1000);
process.stdout.write(`\n── wall time per step (${sequential ? 'one after the other' : `lanes: ${LANES.map((lane) => lane.map((step) => step.label).join(' → ')).join(' ‖ ')}`})\n`);
for (const { label, seconds, ok } of times) process.stdout.write(`   ${label.padEnd(16)} ${String(seconds).padStart(5)} s  ${ok}\n`);
process.stdout.write(`   ${'npm test'.padEnd(16)} ${String(total).padStart(5)} s  ${failed ? `FAILED (${failed})` : 'ok'}\n`);
process.exit(failed ? 1 : 0);
