import { describe, expect, it } from 'vitest';
import { OTHER_WORD_POINTS_PER_PART, POINTS_PER_EXTRA_PART, TARGET_POINTS, pointsFor } from './scoring';

describe('points', () => {
  it('gives the word sought its points, more for longer words', () => {
    expect(pointsFor(2, true)).toBe(TARGET_POINTS);
    expect(pointsFor(3, true)).toBe(TARGET_POINTS + POINTS_PER_EXTRA_PART);
    expect(pointsFor(4, true)).toBe(TARGET_POINTS + 2 * POINTS_PER_EXTRA_PART);
  });

  it('gives another known word a little', () => {
    expect(pointsFor(3, false)).toBe(3 * OTHER_WORD_POINTS_PER_PART);
    expect(pointsFor(3, false)).toBeLessThan(pointsFor(2, true));
  });

  it('gives nothing for no blocks', () => {
    expect(pointsFor(0, true)).toBe(0);
  });
});
