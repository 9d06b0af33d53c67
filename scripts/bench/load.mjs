// One load measurement: autocannon against an HTTPS address on this machine, pinned to the load
// generator's cores (system.mjs), answering requests per second, p99 and the status codes seen.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pinned } from './system.mjs';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

export async function measureLoad(plan, { port, path, headers, connections, seconds, status = 200 }) {
  const options = { url: `https://127.0.0.1:${port}${path}`, headers, connections, duration: seconds };
  const [command, args] = pinned(plan, 'load', process.execPath, [CHILD, JSON.stringify(options)]);
  const { stdout } = await run(command, args, { env: { ...process.env, NODE_TLS_REJECT_UNAUTHORIZED: '0' }, maxBuffer: 1 << 20 });
  const result = JSON.parse(stdout);
  const unexpected = Object.entries(result.statuses).filter(([code]) => Number(code) !== status);
  const problems = [...unexpected.map(([code, count]) => `${count}× ${code}`), ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  return { value: result.rps, detail: `${Math.round(result.rps)} req/s, p99 ${result.p99} ms${problems.length ? ` (${problems.join(', ')})` : ''}` };
}
