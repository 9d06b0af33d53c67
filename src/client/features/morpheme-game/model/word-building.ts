// Building a word from blocks and checking it against the word list.
import { CIRCUMFIX_GAP, type Morpheme, type WordEntry, morphemeKey } from './word-lists';

/** Where a category's parts go relative to the stem; other categories stand on their own. */
export type Placement = 'before' | 'after' | 'around' | 'free';

const PLACEMENTS: Record<string, Placement> = {
  prefix: 'before',
  suffix: 'after',
  inflexion: 'after',
  circumfix: 'around',
};

export function placementOf(category: string): Placement {
  return PLACEMENTS[category] ?? 'free';
}

/** The two parts of a circumfix (ge…t → ['ge', 't']); other morphemes have one part and an empty second. */
export function splitCircumfix(text: string): [string, string] {
  const gap = text.indexOf(CIRCUMFIX_GAP);
  return gap < 0 ? [text, ''] : [text.slice(0, gap), text.slice(gap + CIRCUMFIX_GAP.length)];
}

/** How a block is written on the board: un-, -ness, ge-…-t, tele. */
export function displayForm(morpheme: Pick<Morpheme, 'text' | 'category'>): string {
  switch (placementOf(morpheme.category)) {
    case 'before':
      return `${morpheme.text}-`;
    case 'after':
      return `-${morpheme.text}`;
    case 'around': {
      const [front, back] = splitCircumfix(morpheme.text);
      return `${front}-${CIRCUMFIX_GAP}-${back}`;
    }
    default:
      return morpheme.text;
  }
}

/**
 * Joins the blocks in order. A circumfix puts its first part where it stands and its second part
 * after everything that follows it: ge…t + spiel → gespielt.
 */
export function buildWord(blocks: readonly Pick<Morpheme, 'text' | 'category'>[]): string {
  let word = '';
  const closing: string[] = [];
  for (const block of blocks) {
    if (placementOf(block.category) === 'around') {
      const [front, back] = splitCircumfix(block.text);
      word += front;
      closing.push(back);
    } else {
      word += block.text;
    }
  }
  return word + closing.reverse().join('');
}

/** Words compare without regard to case: Freiheit is built as frei + heit. */
export function normaliseWord(word: string): string {
  return word.trim().toLocaleLowerCase();
}

export type WordIndex = ReadonlyMap<string, WordEntry>;

export function createWordIndex(words: readonly WordEntry[]): WordIndex {
  const index = new Map<string, WordEntry>();
  for (const entry of words) {
    const key = normaliseWord(entry.word);
    if (!index.has(key)) index.set(key, entry);
  }
  return index;
}

export function findKnownWord(index: WordIndex, built: string): WordEntry | undefined {
  return built ? index.get(normaliseWord(built)) : undefined;
}

/** Splits a part reference `text` or `text:category`. */
export function parsePartReference(reference: string): { text: string; category: string | null } {
  const colon = reference.lastIndexOf(':');
  return colon < 0 ? { text: reference, category: null } : { text: reference.slice(0, colon), category: reference.slice(colon + 1) };
}

export type PartResolution = { ok: true; morphemes: Morpheme[] } | { ok: false; reference: string; reason: 'missing' | 'ambiguous' };

/** Finds the morphemes a word is made of; a bare text must name exactly one morpheme. */
export function resolveParts(parts: readonly string[], morphemes: readonly Morpheme[]): PartResolution {
  const resolved: Morpheme[] = [];
  for (const reference of parts) {
    const { text, category } = parsePartReference(reference);
    const matches = morphemes.filter((morpheme) => morpheme.text === text && (category === null || morpheme.category === category));
    if (matches.length === 0) return { ok: false, reference, reason: 'missing' };
    if (matches.length > 1) return { ok: false, reference, reason: 'ambiguous' };
    resolved.push(matches[0]!);
  }
  return { ok: true, morphemes: resolved };
}

export interface BuildableWord {
  entry: WordEntry;
  parts: Morpheme[];
}

/** The words of the list that the morphemes can build, as the list says: the round targets. */
export function buildableWords(words: readonly WordEntry[], morphemes: readonly Morpheme[]): BuildableWord[] {
  return words.flatMap((entry) => {
    const resolution = resolveParts(entry.parts, morphemes);
    return resolution.ok && normaliseWord(buildWord(resolution.morphemes)) === normaliseWord(entry.word)
      ? [{ entry, parts: resolution.morphemes }]
      : [];
  });
}

/** The distinct morphemes of a list of blocks, in first-seen order. */
export function distinctMorphemes(blocks: readonly Morpheme[]): Morpheme[] {
  const seen = new Set<string>();
  return blocks.filter((block) => {
    const key = morphemeKey(block);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
