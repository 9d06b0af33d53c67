// One load measurement: autocannon against an HTTPS address on this machine, pinned to the load
// generator's cores (system.mjs). Answers requests per second (value) and, beside them, the CPU
// time the server under test (pid and its descendants, every thread) spent meanwhile as requests
// per CPU-second of that server (perCpuSecond): on a shared machine the wall-clock rate swings
// with whatever else runs (other processes take the server's core, or the load generator's, for
// seconds), while the CPU one request costs the server moves much less. With a core to itself and
// saturated, a server's requests per CPU-second equal its requests per second; a server the load
// generator cannot saturate (nginx) spends less CPU per request than its req/s show. Without a
// pid (or off Linux) perCpuSecond is null.
import { execFile } from 'node:child_process';
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

export async function measureLoad(plan, { port, path, headers, connections, seconds, status = 200, pid = null }) {
  const options = { url: `https://127.0.0.1:${port}${path}`, headers, connections, duration: seconds };
  const [command, args] = pinned(plan, 'load', process.execPath, [CHILD, JSON.stringify(options)]);
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const { stdout } = await run(command, args, { env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0' }, maxBuffer: 1 << 20 });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = cpuSecondsOf(pid);
  const result = JSON.parse(stdout);
  const unexpected = Object.entries(result.statuses).filter(([code]) => Number(code) !== status);
  const problems = [...unexpected.map(([code, count]) => `${count}× ${code}`), ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  // The load child's own start (a few hundred ms) is in wall but sends nothing: the rate is over autocannon's seconds.
  const figure = loadFigure({ requests: result.total, seconds: Math.min(seconds, wall), cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore });
  const cpu = figure.perCpuSecond === null ? '' : `, ${Math.round(figure.perCpuSecond)} per server CPU-second (server busy ${Math.round(figure.busy * 100)} %)`;
  return { value: figure.value, perCpuSecond: figure.perCpuSecond, detail: `${Math.round(figure.value)} req/s${cpu}, p99 ${result.p99} ms${problems.length ? ` (${problems.join(', ')})` : ''}` };
}
