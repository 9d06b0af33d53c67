// npm test: every layer of the suite, with the integration tests beside the others. The
// integration files run one after the other in one process (vitest.config.ts), so they use one
// core; the type check, lint, unit and component tests and the build take the other. Then the
// browser tests, which use both cores on their own. Each step's output is shown when it ends, as
// one block (a failed step's in full); the first failure stops the other lane and the run.
// At the end: the wall time of every step.
//
//   node scripts/test.mjs            the whole suite (what npm test runs)
//   TEST_LANES=1 node scripts/test.mjs  the same steps one after the other
import { spawn } from 'node:child_process';

/** The lanes that run side by side, each a list of npm scripts run in order. */
const LANES = [['typecheck', 'lint', 'test:unit', 'test:component', 'build'], ['test:int']];
/** What runs after both lanes, alone: the browser tests against the build. */
const LAST = ['npx', ['playwright', 'test']];

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
      if (!live) {
        process.stdout.write(`\n── ${label}: ${ok ? 'passed' : signal ? 'stopped' : 'FAILED'} in ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
      }
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

async function runLane(scripts) {
  for (const script of scripts) {
    if (failed) return;
    if (!(await run(script, 'npm', ['run', '--silent', script]))) {
      failed ??= script;
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
if (sequential) await runLane(LANES.flat());
else await Promise.all(LANES.map(runLane));
if (!failed && !(await run('browser tests', LAST[0], LAST[1], { live: true }))) failed = 'browser tests';

const total = Math.round((Date.now() - started) / 1000);
process.stdout.write(`\n── wall time per step (${sequential ? 'one after the other' : `lanes: ${LANES.map((lane) => lane.join(' → ')).join(' ‖ ')}, then the browser tests`})\n`);
for (const { label, seconds, ok } of times) process.stdout.write(`   ${label.padEnd(16)} ${String(seconds).padStart(5)} s  ${ok}\n`);
process.stdout.write(`   ${'npm test'.padEnd(16)} ${String(total).padStart(5)} s  ${failed ? `FAILED (${failed})` : 'ok'}\n`);
process.exit(failed ? 1 : 0);
