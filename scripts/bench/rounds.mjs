// Runs a pair (product, anchor) in interleaved rounds — A, B, A, B … (stats.mjs) — printing each
// round as it ends, and answers the row's medians, per-round ratios and their spread.
import { interleave, summarize } from './stats.mjs';

/** product and anchor: async () => ({ value, detail }). */
export async function runPair({ rounds, product, anchor, unit }) {
  const values = { product: [], anchor: [] };
  const details = { product: [], anchor: [] };
  for (const { round, side } of interleave(rounds)) {
    const { value, detail } = await (side === 'product' ? product : anchor)();
    values[side].push(value);
    details[side].push(detail ?? `${value} ${unit}`);
    if (side === 'anchor') {
      const ratio = values.product[round] / value;
      console.log(`  round ${round + 1}: product ${details.product[round]} · anchor ${detail ?? `${value} ${unit}`} · ratio ${ratio.toFixed(2)}`);
    }
  }
  return summarize(values.product, values.anchor);
}
