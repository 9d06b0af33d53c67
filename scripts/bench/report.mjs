// How the bench prints: a heading per row with the load average before and after, each pair's
// medians, median ratio and spread beside the issue's target, and a table of every row at the end.
import { loadLine } from './system.mjs';

const rows = [];

export function number(value, unit) {
  if (!Number.isFinite(value)) return '–';
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })}${unit ? ` ${unit}` : ''}`;
}

/** Runs body as one row of the bench, with the load average printed before and after. */
export async function section(plan, title, body) {
  console.log(`\n${title}`);
  console.log(`  before: ${loadLine(plan)}`);
  try {
    await body();
  } finally {
    console.log(`  after:  ${loadLine(plan)}`);
  }
}

/**
 * Prints and records one row. summary: stats.mjs summarize(); target: { text, meets(ratio) }.
 * unit names the sides' figures (req/s, ms, MB).
 */
export function pairRow({ measure, product, anchor, unit, summary, target, note, cpu }) {
  const meets = target.meets ? target.meets(summary) : null;
  const verdict = meets === null ? '' : meets ? ' — meets the target' : ' — misses the target';
  console.log(`  product (${product}): median ${number(summary.product, unit)}`);
  console.log(`  anchor (${anchor}): median ${number(summary.anchor, unit)}`);
  console.log(
    `  ratio ${number(summary.ratio)} (rounds ${number(summary.min)}–${number(summary.max)}, ${summary.stable ? 'every round within ±15 %' : 'NOT within ±15 %'}) · target ${target.text}${verdict}`,
  );
  // cpu: the same pair as requests per CPU-second of the server under test (load.mjs), when known.
  const cpuKnown = cpu && Number.isFinite(cpu.ratio);
  if (cpuKnown) {
    console.log(
      `  per server CPU-second: product ${number(cpu.product)} · anchor ${number(cpu.anchor)} · ratio ${number(cpu.ratio)} (rounds ${number(cpu.min)}–${number(cpu.max)}, ${cpu.stable ? 'every round within ±15 %' : 'NOT within ±15 %'})`,
    );
  }
  if (note) console.log(`  ${note}`);
  const cpuText = cpuKnown ? `; per CPU-s ${number(cpu.ratio)} (${number(cpu.min)}–${number(cpu.max)})` : '';
  rows.push({ measure, product: number(summary.product, unit), anchor: number(summary.anchor, unit), ratio: `${number(summary.ratio)} (${number(summary.min)}–${number(summary.max)})${cpuText}`, target: target.text, meets, stable: summary.stable });
}

/** A row whose figures are not a pair of rounds (e.g. sizes, which do not vary). */
export function plainRow({ measure, product, anchor, ratio, target, meets }) {
  rows.push({ measure, product, anchor, ratio, target, meets, stable: null });
}

export function printSummary(plan, settings) {
  console.log(`\nSummary (${settings}; ${plan.description})`);
  const header = ['measure', 'product', 'anchor', 'ratio (spread)', 'target', 'verdict'];
  const body = rows.map((row) => [
    row.measure,
    row.product,
    row.anchor,
    row.ratio,
    row.target,
    `${row.meets === null ? '–' : row.meets ? 'meets' : 'misses'}${row.stable === false ? ', unstable' : ''}`,
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column].length)));
  for (const line of [header, ...body]) console.log(`  ${line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')}`);
  console.log(`  ${loadLine(plan)}`);
}
