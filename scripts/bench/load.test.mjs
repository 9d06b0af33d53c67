import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadFigure, parseWrk, wrkHeaderName } from './load.mjs';
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

describe('parseWrk', () => {
  const report = `Running 4s test @ https://127.0.0.1:4830/assets/index.css
  1 threads and 50 connections
  Latency Distribution
     50%   46.56ms
     99%  262.63ms
  2787 requests in 4.09s, 11.60MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:    680.78
Transfer/sec:      2.83MB
`;

  it('reads requests, rate, p99, answers outside 2xx/3xx and socket errors', () => {
    expect(parseWrk(report)).toEqual({ total: 2787, rps: 680.78, p99: 263, other: 7, errors: 2, timeouts: 3 });
  });

  it('reads a p99 in microseconds or seconds, and a clean run as no errors', () => {
    const clean = report.replace('262.63ms', '1.50s').replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ p99: 1500, other: 0, errors: 0, timeouts: 0 });
    expect(parseWrk(report.replace('262.63ms', '900.00us')).p99).toBe(1);
  });
});

describe('wrkHeaderName', () => {
  it('spells header names as wrk recognises its Host: one Host header, not two', () => {
    expect(['host', 'accept-encoding', 'cookie', 'Host'].map(wrkHeaderName)).toEqual(['Host', 'Accept-Encoding', 'Cookie', 'Host']);
  });
});
