// The faces the PDF is set in: Noto Sans from the @fontsource packages (WOFF files, one per Unicode
// subset, read once and handed to pdfkit unwrapped: ./woff.ts), so the server needs no system font. A character is set in the first face that has it;
// spaces, digits and punctuation stay in the face before them, so a line is not cut into runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { sfntFromWoff } from './woff';

export type FontWeight = 'regular' | 'bold';

/** The subsets in the order they are tried: Latin first, the scripts of the other languages after. */
const SUBSETS = [
  { id: 'latin', file: (weight: number) => `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff` },
  { id: 'latin-ext', file: (weight: number) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff` },
  { id: 'cyrillic', file: (weight: number) => `@fontsource/noto-sans/files/noto-sans-cyrillic-${weight}-normal.woff` },
  { id: 'cyrillic-ext', file: (weight: number) => `@fontsource/noto-sans/files/noto-sans-cyrillic-ext-${weight}-normal.woff` },
  { id: 'arabic', file: (weight: number) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff` },
  { id: 'tamil', file: (weight: number) => `@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff` },
] as const;

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

export interface FontFace {
  /** The name the face is registered under in the PDF document. */
  name: string;
  /** The font itself (the WOFF file unwrapped), for pdfkit. */
  data: Buffer;
  has(codePoint: number): boolean;
}

/** Characters that take the face of the text around them when that face has them. */
const NEUTRAL = /[\s\p{N}\p{P}\p{S}]/u;

export class FontSet {
  private readonly faces: Record<FontWeight, FontFace[]>;

  constructor() {
    const require = createRequire(import.meta.url);
    const facesOf = (weight: FontWeight): FontFace[] =>
      SUBSETS.map(({ id, file }) => {
        const data = sfntFromWoff(readFileSync(require.resolve(file(WEIGHTS[weight]))));
        const font = fontkit.create(data) as fontkit.Font;
        return { name: `${id}-${weight}`, data, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
      });
    this.faces = { regular: facesOf('regular'), bold: facesOf('bold') };
  }

  all(): FontFace[] {
    return [...this.faces.regular, ...this.faces.bold];
  }

  /** The face for a character, given the face of the character before it (null at the start). */
  faceFor(char: string, weight: FontWeight, previous: FontFace | null): FontFace {
    const codePoint = char.codePointAt(0)!;
    const faces = this.faces[weight];
    const before = previous && faces.includes(previous) ? previous : null;
    if (before && NEUTRAL.test(char) && before.has(codePoint)) return before;
    return faces.find((face) => face.has(codePoint)) ?? before ?? faces[0]!;
  }
}
