import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadFigure } from './load.mjs';
import { cpuSecondsOf } from './system.mjs';

describe('loadFigure', () => {
  it('answers requests per second, and per CPU-second of the server when its CPU time is known', () => {
    expect(loadFigure({ requests: 8000, seconds: 8, cpuSeconds: 2 })).toEqual({ value: 1000, perCpuSecond: 4000, busy: 0.25 });
  });

  it('answers no CPU figure without the server’s CPU time', () => {
    expect(loadFigure({ requests: 8000, seconds: 8, cpuSeconds: null })).toEqual({ value: 1000, perCpuSecond: null, busy: null });
    expect(loadFigure({ requests: 8000, seconds: 8, cpuSeconds: 0 }).perCpuSecond).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('cpuSecondsOf', () => {
  it('counts the CPU time of a process and of the processes below it (nginx’s worker under its master)', async () => {
    // A shell (kept as the parent by the '; true') whose child burns 0.3 s of CPU and then waits to be read.
    const parent = spawn('sh', ['-c', `node -e "const t=process.cpuUsage();while(process.cpuUsage(t).user<300000);console.log('spent');setInterval(()=>{},1000)"; true`], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    try {
      await new Promise((resolve) => parent.stdout.once('data', resolve));
      expect(cpuSecondsOf(parent.pid)).toBeGreaterThanOrEqual(0.25);
    } finally {
      process.kill(-parent.pid, 'SIGKILL'); // the shell and its child
    }
  }, 60_000);

  it('answers null for no process', () => {
    expect(cpuSecondsOf(null)).toBeNull();
  });
});
