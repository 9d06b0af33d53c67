// npm test: every layer of the suite. The integration files run one after the other in one
// process (vitest.config.ts), so they use one core; the type check, lint, unit and component tests,
// the build and the integration tests of the command-line tools and the development server take the other. Then the browser tests, which use both cores on their own: run
// beside the other layers instead, both lanes slowed down more than they overlapped (decision 012).
// Each step's output is shown when it ends, as one block (a failed step's in full), the browser
// tests' as it comes; the first failure stops the other lane and the run. At the end: the wall
// time of every step.
//
//   node scripts/test.mjs            the whole suite (what npm test runs)
//   TEST_LANES=1 node scripts/test.mjs  the same steps one after the other
import { spawn } from 'node:child_process';

/** A step: an npm script, or the browser tests (Playwright against the build, output shown live). */
const BROWSER = { label: 'browser tests', command: 'npx', args: ['playwright', 'test'], live: true };
const script = (name) => ({ label: name, command: 'npm', args: ['run', '--silent', name], live: false });

/**
 * Integration files that run in the first lane, after the build: that lane is otherwise about a
 * minute shorter. The development server's file among them: it needs React's development build.
 * The error tracking's (two child processes, no page rendered): with it, both lanes end within
 * seconds of each other (104 + 12 and 124 − 12 s on a quiet clean clone), and the browser tests,
 * which wait for both, start sooner.
 */
const INT_IN_FIRST_LANE = ['src/server/cli', 'src/server/dev', 'src/server/observability'];
const vitestInt = (label, args, env = {}) => ({ label, command: 'npx', args: ['vitest', 'run', '--project', 'int', ...args], live: false, env });
/**
 * The other integration files render pages with React's production build, as the server runs
 * (npm start, npm run serve): about a fifth less CPU for the page files than the development
 * build (decision 012). NODE_ENV is set for the whole run, since Vite's transform (the JSX runtime)
 * follows it too. `npm run test:int` and CI's second runtime run every file with the development build.
 */
const PRODUCTION_REACT = { NODE_ENV: 'production' };

/** The lanes that run side by side, each a list of steps run in order. */
const LANES = [
  [script('typecheck'), script('lint'), script('test:unit'), script('test:component'), script('build'), vitestInt('test:int (CLI, dev, telemetry)', INT_IN_FIRST_LANE)],
  [vitestInt('test:int', INT_IN_FIRST_LANE.flatMap((folder) => ['--exclude', `${folder}/**`]), PRODUCTION_REACT)],
];
/** What runs after both lanes, alone: the browser tests against the build. */
const LAST = BROWSER;

const sequential = process.env.TEST_LANES === '1';
const times = [];
let failed = null;
const running = new Set();

function run(label, command, args, { live = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
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
    if (!(await run(step.label, step.command, step.args, { live: step.live, env: step.env }))) {
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
if (sequential) await runLane(LANES.flat());
else await Promise.all(LANES.map(runLane));
await runLane([LAST]);

const total = Math.round((Date.now() - started) / 1000);
process.stdout.write(`\n── wall time per step (${sequential ? 'one after the other' : `lanes: ${LANES.map((lane) => lane.map((step) => step.label).join(' → ')).join(' ‖ ')}, then the ${LAST.label}`})\n`);
for (const { label, seconds, ok } of times) process.stdout.write(`   ${label.padEnd(16)} ${String(seconds).padStart(5)} s  ${ok}\n`);
process.stdout.write(`   ${'npm test'.padEnd(16)} ${String(total).padStart(5)} s  ${failed ? `FAILED (${failed})` : 'ok'}\n`);
process.exit(failed ? 1 : 0);
