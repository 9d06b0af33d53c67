// Where the bench's processes run and how busy the machine is. On Linux with taskset and at least
// two cores, the servers under test (the product and every anchor) run on core 0 and the load
// generator on the others, so autocannon does not take CPU time from the server it measures.
// BENCH_PIN=0 turns the pinning off.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/** Linux's clock ticks per second for /proc/<pid>/stat (getconf CLK_TCK; 100 on every common kernel). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

export function cpuPlan() {
  const cores = os.availableParallelism();
  const hasTaskset = process.platform === 'linux' && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
  if (process.env.BENCH_PIN === '0' || cores < 2 || !hasTaskset) {
    const why = process.env.BENCH_PIN === '0' ? 'BENCH_PIN=0' : cores < 2 ? 'one core' : 'no taskset';
    return { cores, server: null, load: null, description: `not pinned (${why}): the load generator and the servers share ${cores} core(s)` };
  }
  const load = cores === 2 ? '1' : `1-${cores - 1}`;
  return { cores, server: '0', load, description: `servers under test on core 0, the load generator on core(s) ${load} (taskset)` };
}

/** command and args, run under taskset on the plan's cores for role 'server' or 'load'. */
export function pinned(plan, role, command, args) {
  const cpus = plan[role];
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
}

/** The load average for the output, with a warning when the machine is busier than its cores. */
export function loadLine(plan, [one, five, fifteen] = os.loadavg()) {
  const busy = one > plan.cores;
  const line = `load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${plan.cores} cores`;
  return busy ? `${line}\n  WARNING: the machine is busy (load ${one.toFixed(2)} > ${plan.cores} cores): these ratios are unreliable` : line;
}

/** Every process below pid (its children, theirs, …), read from /proc. */
function descendants(pid) {
  const found = [];
  const read = (file, fallback) => {
    try {
      return file();
    } catch {
      return fallback;
    }
  };
  for (const task of read(() => readdirSync(`/proc/${pid}/task`), [])) {
    const children = read(() => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8'), '');
    for (const child of children.split(' ').filter(Boolean).map(Number)) found.push(child, ...descendants(child));
  }
  return found;
}

/** User and system seconds pid and its descendants (nginx's worker) have spent so far, all threads; null off Linux. */
export function cpuSecondsOf(pid) {
  if (process.platform !== 'linux' || !pid) return null;
  let ticks = 0;
  for (const each of [pid, ...descendants(pid)]) {
    try {
      // After the command name in parentheses: state is field 3, utime 14 and stime 15 (proc(5)).
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}
