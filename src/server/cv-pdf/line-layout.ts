// A paragraph set in lines: each character in its face (pdf-fonts.ts), lines broken at spaces to
// the width, and each line's runs put in visual order by the Unicode bidirectional algorithm
// (bidi-js), so that Arabic reads right to left with its numbers and Latin words left to right.
// fontkit, which shapes every run, turns an Arabic run right to left by itself: such a run is
// handed over in reading order, a right-to-left run without Arabic letters already turned.
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { FontFace, FontSet, FontWeight } from './pdf-fonts';

const bidi = bidiFactory();

export interface TextStyle {
  weight: FontWeight;
  /** The address the text links to. */
  href: string | null;
}

export interface StyledText {
  text: string;
  style: TextStyle;
}

/** A piece of a line, in the order it is drawn from the left. */
export interface Run {
  /** The characters to hand to the shaper. */
  text: string;
  face: FontFace;
  style: TextStyle;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

export type Measure = (text: string, face: FontFace) => number;

/** Isolates (LRI, RLI, PDI) and marks that steer the algorithm but are not drawn. */
const CONTROL = /[\u2066-\u2069\u200e\u200f\u202a-\u202e]/u;
/** Text fontkit shapes right to left by itself (it goes by the first letter's script). */
export const SHAPED_RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

export const LEFT_TO_RIGHT_ISOLATE = '\u2066';
export const RIGHT_TO_LEFT_ISOLATE = '\u2067';
export const POP_ISOLATE = '\u2069';

interface Paragraph {
  text: string;
  styles: TextStyle[];
  faces: FontFace[];
  control: boolean[];
}

function paragraphOf(pieces: StyledText[], fonts: FontSet): Paragraph {
  const text = pieces.map((piece) => piece.text).join('');
  const styles = pieces.flatMap((piece) => Array.from({ length: piece.text.length }, () => piece.style));
  const control = Array.from({ length: text.length }, (_, i) => CONTROL.test(text[i]!));
  const faces: FontFace[] = [];
  let previous: FontFace | null = null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // The second half of a surrogate pair, or a control, goes with the character before it.
    if ((code >= 0xdc00 && code <= 0xdfff) || control[i]) {
      faces.push(previous ?? fonts.faceFor(' ', styles[i]!.weight, null));
      continue;
    }
    previous = fonts.faceFor(String.fromCodePoint(text.codePointAt(i)!), styles[i]!.weight, previous);
    faces.push(previous);
  }
  return { text, styles, faces, control };
}

/** The width of text[start, end) in logical order, measured run by run of one face and style. */
function widthOf(paragraph: Paragraph, start: number, end: number, measure: Measure): number {
  let width = 0;
  let from = start;
  for (let i = start + 1; i <= end; i++) {
    if (i < end && paragraph.faces[i] === paragraph.faces[from] && paragraph.styles[i] === paragraph.styles[from]) continue;
    const piece = [...paragraph.text.slice(from, i)].filter((char) => !CONTROL.test(char)).join('');
    if (piece) width += measure(piece, paragraph.faces[from]!);
    from = i;
  }
  return width;
}

/** Where lines may end: [start, end) of each word with the spaces after it, and whether a break follows. */
function words(text: string): { start: number; end: number; hard: boolean }[] {
  const found: { start: number; end: number; hard: boolean }[] = [];
  const pattern = /[^ \n]*( *)(\n?)/gu;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') break;
    found.push({ start: match.index, end: match.index + match[0].length, hard: match[2] === '\n' });
  }
  return found;
}

/** The lines, greedily filled to the width; a word longer than a line stands alone. */
function breakLines(paragraph: Paragraph, width: number, measure: Measure): { start: number; end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let line: { start: number; end: number; width: number } | null = null;
  for (const word of words(paragraph.text)) {
    const wordEnd = trimmedEnd(paragraph.text, word.start, word.end);
    const wordWidth = widthOf(paragraph, word.start, wordEnd, measure);
    // The spaces before this word: those after the previous one.
    const gap: number = line ? widthOf(paragraph, line.end, word.start, measure) : 0;
    if (line && line.width + gap + wordWidth > width) {
      lines.push({ start: line.start, end: line.end });
      line = null;
    }
    line = line ? { start: line.start, end: wordEnd, width: line.width + gap + wordWidth } : { start: word.start, end: wordEnd, width: wordWidth };
    if (word.hard) {
      lines.push({ start: line.start, end: line.end });
      line = null;
    }
  }
  if (line) lines.push({ start: line.start, end: line.end });
  return lines;
}

/** The end of [start, end) without the spaces and line break after the word. */
function trimmedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && (text[at - 1] === ' ' || text[at - 1] === '\n')) at--;
  return at;
}

/** The runs of a line in visual order: characters of one face, style and direction next to each other. */
function visualRuns(paragraph: Paragraph, embedding: EmbeddingLevels, start: number, end: number, measure: Measure): Run[] {
  if (end <= start) return [];
  const { levels } = embedding;
  const order = bidi
    .getReorderedIndices(paragraph.text, embedding, start, end - 1)
    .slice(start, end)
    .filter((index) => !paragraph.control[index]);
  const groups: number[][] = [];
  for (const index of order) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    const joins =
      group !== undefined &&
      last !== undefined &&
      paragraph.faces[index] === paragraph.faces[last] &&
      paragraph.styles[index] === paragraph.styles[last] &&
      levels[index]! % 2 === levels[last]! % 2 &&
      onlyControlsBetween(paragraph, Math.min(index, last), Math.max(index, last));
    if (joins) group.push(index);
    else groups.push([index]);
  }
  return groups.map((group) => {
    const logical = [...group].sort((a, b) => a - b);
    const rightToLeft = levels[logical[0]!]! % 2 === 1;
    const chars = logical.map((index) => paragraph.text[index]!);
    const mirrored = rightToLeft ? chars.map((char) => bidi.getMirroredCharacter(char) ?? char) : chars;
    const reading = mirrored.join('');
    const text = rightToLeft && !SHAPED_RIGHT_TO_LEFT.test(reading) ? [...reading].reverse().join('') : reading;
    const face = paragraph.faces[logical[0]!]!;
    return { text, face, style: paragraph.styles[logical[0]!]!, width: measure(text, face) };
  });
}

function onlyControlsBetween(paragraph: Paragraph, low: number, high: number): boolean {
  for (let i = low + 1; i < high; i++) if (!paragraph.control[i]) return false;
  return true;
}

/** Sets styled text in lines of at most `width`, for a paragraph of the given direction. */
export function layOutLines(pieces: StyledText[], options: { width: number; dir: 'ltr' | 'rtl'; fonts: FontSet; measure: Measure }): Line[] {
  const paragraph = paragraphOf(pieces, options.fonts);
  const embedding = bidi.getEmbeddingLevels(paragraph.text, options.dir);
  return breakLines(paragraph, options.width, options.measure).map(({ start, end }) => {
    const runs = visualRuns(paragraph, embedding, start, end, options.measure);
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  });
}
