import { describe, expect, it } from 'vitest';
import { interleave, median, spread, summarize } from './stats.mjs';

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not numbers, and is NaN for none', () => {
    expect(median([Number.NaN, 7, 3, Number.POSITIVE_INFINITY])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('spread', () => {
  it('is the lowest and the highest value', () => {
    expect(spread([0.52, 0.61, 0.4])).toEqual({ min: 0.4, max: 0.61 });
  });

  it('is NaN on both ends without a value', () => {
    expect(spread([])).toEqual({ min: Number.NaN, max: Number.NaN });
  });
});

describe('interleave', () => {
  it('alternates the sides, the product first, one of each per round', () => {
    expect(interleave(3)).toEqual([
      { round: 0, side: 'product' },
      { round: 0, side: 'anchor' },
      { round: 1, side: 'product' },
      { round: 1, side: 'anchor' },
      { round: 2, side: 'product' },
      { round: 2, side: 'anchor' },
    ]);
  });

  it('refuses a count of rounds that is not a whole number of at least one', () => {
    expect(() => interleave(0)).toThrow(RangeError);
    expect(() => interleave(2.5)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('gives the medians of both sides and the median and spread of the per-round ratios', () => {
    const row = summarize([20, 30, 25], [50, 60, 50]);
    expect(row.product).toBe(25);
    expect(row.anchor).toBe(50);
    expect(row.ratios).toEqual([0.4, 0.5, 0.5]);
    expect(row.ratio).toBe(0.5);
    expect(row).toMatchObject({ min: 0.4, max: 0.5 });
  });

  it('calls a row stable only when every round lies within ±15 % of the median ratio', () => {
    expect(summarize([100, 110, 90], [100, 100, 100]).stable).toBe(true);
    expect(summarize([100, 120, 90], [100, 100, 100]).stable).toBe(false);
  });

  it('refuses sides of different lengths', () => {
    expect(() => summarize([1, 2], [1])).toThrow(RangeError);
  });
});
