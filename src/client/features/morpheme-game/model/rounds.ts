// A round: one word to build, described by its hint, and a shuffled set of blocks that holds its
// parts and some others.
import { type BuildableWord, distinctMorphemes, normaliseWord } from './word-building';
import { type Morpheme, morphemeKey } from './word-lists';

/** Blocks besides the word's own parts. */
export const DISTRACTOR_COUNT = 4;
/** Rounds need a word of at least two parts: a single block is no puzzle. */
export const MIN_TARGET_PARTS = 2;

export type Random = () => number;

export interface Round {
  target: BuildableWord;
  blocks: Morpheme[];
}

/** A small seeded generator (mulberry32), so that tests can replay a game. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export function roundCandidates(buildable: readonly BuildableWord[]): BuildableWord[] {
  return buildable.filter((word) => word.parts.length >= MIN_TARGET_PARTS);
}

/**
 * Picks a word that was not played yet (all played: any word) and deals its parts with
 * distractors, preferring distractors of the categories the word uses.
 */
export function createRound(candidates: readonly BuildableWord[], morphemes: readonly Morpheme[], played: ReadonlySet<string>, random: Random): Round | null {
  if (candidates.length === 0) return null;
  const fresh = candidates.filter((word) => !played.has(normaliseWord(word.entry.word)));
  const pool = fresh.length ? fresh : candidates;
  const target = pool[Math.floor(random() * pool.length)]!;
  const own = distinctMorphemes(target.parts);
  const ownKeys = new Set(own.map(morphemeKey));
  const ownCategories = new Set(own.map((part) => part.category));
  const others = shuffle(
    morphemes.filter((morpheme) => !ownKeys.has(morphemeKey(morpheme))),
    random,
  );
  const related = others.filter((morpheme) => ownCategories.has(morpheme.category));
  const unrelated = others.filter((morpheme) => !ownCategories.has(morpheme.category));
  const distractors = distinctMorphemes([...related.slice(0, DISTRACTOR_COUNT - 1), ...unrelated, ...related.slice(DISTRACTOR_COUNT - 1)]).slice(0, DISTRACTOR_COUNT);
  return { target, blocks: shuffle([...own, ...distractors], random) };
}
