// Points for a checked word: the word sought earns most, longer words more; another known word
// built from the same blocks earns a little; each word counts once per round.

/** Points for the word sought when built from two parts. */
export const TARGET_POINTS = 10;
/** Extra points for each part beyond the second. */
export const POINTS_PER_EXTRA_PART = 2;
/** Points for each part of a known word that is not the one sought. */
export const OTHER_WORD_POINTS_PER_PART = 1;

export function pointsFor(partCount: number, isTarget: boolean): number {
  if (partCount <= 0) return 0;
  if (!isTarget) return OTHER_WORD_POINTS_PER_PART * partCount;
  return TARGET_POINTS + POINTS_PER_EXTRA_PART * Math.max(0, partCount - 2);
}
