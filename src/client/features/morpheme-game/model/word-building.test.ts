import { describe, expect, it } from 'vitest';
import {
  buildWord,
  buildableWords,
  createWordIndex,
  displayForm,
  distinctMorphemes,
  findKnownWord,
  parsePartReference,
  placementOf,
  resolveParts,
  splitCircumfix,
} from './word-building';
import type { Morpheme, WordEntry } from './word-lists';

const m = (text: string, category: string): Morpheme => ({ text, category, meaning: '' });
const un = m('un', 'prefix');
const kind = m('kind', 'basic');
const ness = m('ness', 'suffix');
const erSuffix = m('er', 'suffix');
const erInflexion = m('er', 'inflexion');
const geT = m('ge…t', 'circumfix');
const spiel = m('spiel', 'basic');
const morphemes = [un, kind, ness, erSuffix, erInflexion, geT, spiel, m('teach', 'basic')];

describe('placing blocks', () => {
  it('knows where each category goes', () => {
    expect(placementOf('prefix')).toBe('before');
    expect(placementOf('suffix')).toBe('after');
    expect(placementOf('inflexion')).toBe('after');
    expect(placementOf('circumfix')).toBe('around');
    expect(placementOf('basic')).toBe('free');
    expect(placementOf('someUploadedCategory')).toBe('free');
  });

  it('writes blocks with hyphens where they attach', () => {
    expect(displayForm(un)).toBe('un-');
    expect(displayForm(ness)).toBe('-ness');
    expect(displayForm(geT)).toBe('ge-…-t');
    expect(displayForm(kind)).toBe('kind');
  });

  it('splits a circumfix into its two parts', () => {
    expect(splitCircumfix('ge…en')).toEqual(['ge', 'en']);
    expect(splitCircumfix('kind')).toEqual(['kind', '']);
  });
});

describe('building a word', () => {
  it('joins the blocks in their order', () => {
    expect(buildWord([un, kind, ness])).toBe('unkindness');
    expect(buildWord([kind, un, ness])).toBe('kindunness');
    expect(buildWord([])).toBe('');
  });

  it('puts a circumfix around what follows it', () => {
    expect(buildWord([geT, spiel])).toBe('gespielt');
    expect(buildWord([geT, spiel, m('e', 'inflexion')])).toBe('gespielet');
    expect(buildWord([spiel, geT])).toBe('spielget');
  });
});

describe('checking a word', () => {
  const words: WordEntry[] = [
    { word: 'Freiheit', parts: ['frei', 'heit'], hint: 'freedom' },
    { word: 'unkindness', parts: ['un', 'kind', 'ness'], hint: 'not kind' },
  ];
  const index = createWordIndex(words);

  it('finds known words without regard to case', () => {
    expect(findKnownWord(index, 'freiheit')?.word).toBe('Freiheit');
    expect(findKnownWord(index, 'UNKINDNESS')?.word).toBe('unkindness');
    expect(findKnownWord(index, 'kindunness')).toBeUndefined();
    expect(findKnownWord(index, '')).toBeUndefined();
  });
});

describe('resolving the parts of a listed word', () => {
  it('reads a part with or without its category', () => {
    expect(parsePartReference('er:suffix')).toEqual({ text: 'er', category: 'suffix' });
    expect(parsePartReference('kind')).toEqual({ text: 'kind', category: null });
  });

  it('finds each part, and insists on a category where the text is ambiguous', () => {
    expect(resolveParts(['teach', 'er:suffix'], morphemes)).toEqual({ ok: true, morphemes: [m('teach', 'basic'), erSuffix] });
    expect(resolveParts(['teach', 'er'], morphemes)).toEqual({ ok: false, reference: 'er', reason: 'ambiguous' });
    expect(resolveParts(['teach', 'ing'], morphemes)).toEqual({ ok: false, reference: 'ing', reason: 'missing' });
  });

  it('offers only the words the morphemes really build', () => {
    const words: WordEntry[] = [
      { word: 'unkindness', parts: ['un', 'kind', 'ness'], hint: 'a' },
      { word: 'gespielt', parts: ['ge…t', 'spiel'], hint: 'b' },
      { word: 'teaching', parts: ['teach', 'ing'], hint: 'c' },
      { word: 'kindly', parts: ['kind', 'ness'], hint: 'd' },
    ];
    expect(buildableWords(words, morphemes).map((word) => word.entry.word)).toEqual(['unkindness', 'gespielt']);
  });

  it('removes repeated blocks', () => {
    expect(distinctMorphemes([un, kind, un, m('un', 'prefix')])).toEqual([un, kind]);
  });
});
