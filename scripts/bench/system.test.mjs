import { describe, expect, it } from 'vitest';
import { loadLine, pinned } from './system.mjs';

const twoCores = { cores: 2, server: '0', load: '1' };

describe('pinned', () => {
  it('runs a server on the servers’ core and the load generator on the others, through taskset', () => {
    expect(pinned(twoCores, 'server', 'node', ['main.js'])).toEqual(['taskset', ['-c', '0', 'node', 'main.js']]);
    expect(pinned(twoCores, 'load', 'node', ['load.js'])).toEqual(['taskset', ['-c', '1', 'node', 'load.js']]);
  });

  it('runs the command as it is when there is no pinning', () => {
    expect(pinned({ cores: 1, server: null, load: null }, 'load', 'node', ['load.js'])).toEqual(['node', ['load.js']]);
  });
});

describe('loadLine', () => {
  it('prints the load average without a warning while the load is at most the count of cores', () => {
    expect(loadLine(twoCores, [2, 1, 0.5])).toBe('load average 2.00 1.00 0.50 on 2 cores');
  });

  it('warns that the ratios are unreliable when the load exceeds the cores', () => {
    expect(loadLine(twoCores, [2.5, 1, 0.5])).toMatch(/WARNING: the machine is busy \(load 2\.50 > 2 cores\): these ratios are unreliable/);
  });
});
