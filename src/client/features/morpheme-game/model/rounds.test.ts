import { describe, expect, it } from 'vitest';
import { DISTRACTOR_COUNT, createRound, roundCandidates, seededRandom, shuffle } from './rounds';
import { type BuildableWord, normaliseWord } from './word-building';
import { type Morpheme, morphemeKey } from './word-lists';

const m = (text: string, category: string): Morpheme => ({ text, category, meaning: '' });
const morphemes = [
  m('un', 'prefix'),
  m('re', 'prefix'),
  m('kind', 'basic'),
  m('dark', 'basic'),
  m('play', 'basic'),
  m('ness', 'suffix'),
  m('ly', 'suffix'),
  m('ful', 'suffix'),
  m('ed', 'inflexion'),
  m('the', 'structureWord'),
];
const word = (text: string, parts: Morpheme[]): BuildableWord => ({ entry: { word: text, parts: parts.map((part) => part.text), hint: text }, parts });
const [un, , kind, dark, play, ness, ly] = morphemes;
const candidates = [word('unkindness', [un!, kind!, ness!]), word('darkly', [dark!, ly!]), word('play', [play!])];

describe('rounds', () => {
  it('replays the same sequence from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('shuffles without losing or adding items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const shuffled = shuffle(items, seededRandom(7));
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('plays only words of two parts or more', () => {
    expect(roundCandidates(candidates).map((candidate) => candidate.entry.word)).toEqual(['unkindness', 'darkly']);
  });

  it('deals the parts of the word sought and some other blocks', () => {
    const round = createRound(roundCandidates(candidates), morphemes, new Set(), seededRandom(3))!;
    const keys = round.blocks.map(morphemeKey);
    for (const part of round.target.parts) expect(keys).toContain(morphemeKey(part));
    expect(round.blocks).toHaveLength(round.target.parts.length + DISTRACTOR_COUNT);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('picks a word not played yet while there is one', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const round = createRound(roundCandidates(candidates), morphemes, new Set([normaliseWord('unkindness')]), seededRandom(seed))!;
      expect(round.target.entry.word).toBe('darkly');
    }
    const again = createRound(roundCandidates(candidates), morphemes, new Set(['unkindness', 'darkly']), seededRandom(1));
    expect(again).not.toBeNull();
  });

  it('has no round without words', () => {
    expect(createRound([], morphemes, new Set(), seededRandom(1))).toBeNull();
  });

  it('deals fewer blocks when the list is small', () => {
    const round = createRound([word('darkly', [dark!, ly!])], [dark!, ly!, un!], new Set(), seededRandom(5))!;
    expect(round.blocks).toHaveLength(3);
  });
});
