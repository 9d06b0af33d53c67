// One load measurement against an HTTPS address on this machine, pinned to the load generator's
// cores (system.mjs): wrk when it is installed (apt-get install -y wrk; BENCH_LOAD=autocannon
// chooses autocannon anyway), else autocannon. wrk, in C, spends several times less CPU per
// request than autocannon, a JavaScript client: with autocannon on the one load core of a 2-core
// machine the servers were only 5–30 % busy — the client was what was measured. Answers requests per second (value) and, beside them, the CPU
// time the server under test (pid and its descendants, every thread) spent meanwhile as requests
// per CPU-second of that server (perCpuSecond): on a shared machine the wall-clock rate swings
// with whatever else runs (other processes take the server's core, or the load generator's, for
// seconds), while the CPU one request costs the server moves much less. With a core to itself and
// saturated, a server's requests per CPU-second equal its requests per second; a server the load
// generator cannot saturate (nginx) spends less CPU per request than its req/s show. Without a
// pid (or off Linux) perCpuSecond is null.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cpuSecondsOf, pinned } from './system.mjs';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

/** The figures of a measurement: requests per second, and per CPU-second of the server when its CPU time is known. */
export function loadFigure({ requests, seconds, cpuSeconds }) {
  const rps = requests / seconds;
  if (cpuSeconds === null || !(cpuSeconds > 0)) return { value: rps, perCpuSecond: null, busy: null };
  return { value: rps, perCpuSecond: requests / cpuSeconds, busy: cpuSeconds / seconds };
}

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file)) ?? null;

/** The load generator measureLoad uses. */
export const LOAD_TOOL = process.env.BENCH_LOAD === 'autocannon' || !WRK ? 'autocannon' : 'wrk';

const toMs = (value, unit) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

/**
 * wrk's report as autocannon's figures: requests and their rate, p99 latency in ms, and the answers
 * that were not 2xx/3xx (wrk counts no status codes beyond that) as `other`.
 */
export function parseWrk(text) {
  const total = Number(/(\d+) requests in /.exec(text)?.[1] ?? Number.NaN);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? Number.NaN);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(text);
  const other = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = sockets ? Number(sockets[1]) + Number(sockets[2]) + Number(sockets[3]) : 0;
  return { total, rps, p99: p99 ? Math.round(toMs(p99[1], p99[2])) : Number.NaN, other, errors, timeouts: sockets ? Number(sockets[4]) : 0 };
}

/**
 * Header names as wrk needs them: it adds its own Host unless one spelt 'Host' is given, and a
 * second Host header is refused by the product's host guard (400).
 */
export const wrkHeaderName = (name) => name.replace(/(^|-)([a-z])/g, (_, dash, letter) => `${dash}${letter.toUpperCase()}`);

async function runWrk(plan, { port, path, headers, connections, seconds, status }) {
  const threads = Math.max(1, plan.load ? plan.cores - 1 : 1);
  const args = ['-t', String(threads), '-c', String(Math.max(connections, threads)), '-d', `${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${wrkHeaderName(name)}: ${value}`]), `https://127.0.0.1:${port}${path}`];
  const [command, pinnedArgs] = pinned(plan, 'load', WRK, args);
  const { stdout } = await run(command, pinnedArgs, { maxBuffer: 1 << 20 });
  const result = parseWrk(stdout);
  const expectedOther = status < 200 || status >= 400;
  const unexpected = expectedOther ? result.total - result.other : result.other;
  return { ...result, problems: unexpected > 0 ? [`${unexpected}× not ${status}`] : [] };
}

async function runAutocannon(plan, { port, path, headers, connections, seconds, status }) {
  const options = { url: `https://127.0.0.1:${port}${path}`, headers, connections, duration: seconds };
  const [command, args] = pinned(plan, 'load', process.execPath, [CHILD, JSON.stringify(options)]);
  const { stdout } = await run(command, args, { env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0' }, maxBuffer: 1 << 20 });
  const result = JSON.parse(stdout);
  const unexpected = Object.entries(result.statuses).filter(([code]) => Number(code) !== status);
  return { ...result, problems: unexpected.map(([code, count]) => `${count}× ${code}`) };
}

export async function measureLoad(plan, { port, path, headers, connections, seconds, status = 200, pid = null }) {
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const result = await (LOAD_TOOL === 'wrk' ? runWrk : runAutocannon)(plan, { port, path, headers, connections, seconds, status });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(pid);
  const problems = [...result.problems, ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  // The client's own start sends nothing: the rate is over the load's seconds.
  const figure = loadFigure({ requests: result.total, seconds: Math.min(seconds, wall), cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
  const cpu = figure.perCpuSecond === null ? '' : `, ${Math.round(figure.perCpuSecond)} per server CPU-second (server busy ${Math.round(figure.busy * 100)} %)`;
  return { value: figure.value, perCpuSecond: figure.perCpuSecond, detail: `${Math.round(figure.value)} req/s${cpu}, p99 ${result.p99} ms${problems.length ? ` (${problems.join(', ')})` : ''}` };
}
