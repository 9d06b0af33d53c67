// The statistics of the bench's rounds, kept pure so a unit test pins them (stats.test.mjs):
// the order of the interleaved rounds, the median, the spread of the per-round ratios and
// whether a row is stable enough to trust (every round within ±15 % of the median ratio).

/** The middle value (the mean of the two middle values for an even count); NaN when empty. */
export function median(values) {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 === 1 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/** The lowest and highest value: the spread of a row's per-round ratios. */
export function spread(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return { min: Number.NaN, max: Number.NaN };
  return { min: Math.min(...finite), max: Math.max(...finite) };
}

/**
 * The order in which a pair runs: one measurement of each side per round, the product first
 * (A, B, A, B, …), so a machine that slows down or speeds up during a row touches both sides
 * alike instead of all of one side.
 */
export function interleave(rounds, sides = ['product', 'anchor']) {
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`rounds must be a whole number ≥ 1, not ${rounds}`);
  const order = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const side of sides) order.push({ round, side });
  }
  return order;
}

/** The part of a row one can trust: every per-round ratio within ±tolerance of their median. */
export const STABLE_TOLERANCE = 0.15;

/**
 * A pair's figures from its rounds: the median of each side, the ratio product / anchor of each
 * round, their median and spread, and whether every round lies within ±15 % of that median.
 */
export function summarize(product, anchor, tolerance = STABLE_TOLERANCE) {
  if (product.length !== anchor.length) throw new RangeError('each round needs one measurement of each side');
  const ratios = product.map((value, round) => value / anchor[round]);
  const ratio = median(ratios);
  const { min, max } = spread(ratios);
  return {
    product: median(product),
    anchor: median(anchor),
    ratios,
    ratio,
    min,
    max,
    stable: Number.isFinite(ratio) && ratios.every((value) => Number.isFinite(value) && Math.abs(value - ratio) <= tolerance * ratio),
  };
}
