import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './woff';

const require = createRequire(import.meta.url);
const woffOf = (file: string) => readFileSync(require.resolve(file));

describe('sfntFromWoff', () => {
  it.each([
    ['@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', 'Curriculum vitae – Lebenslauf, 2026'],
    ['@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff', 'السيرة الذاتية'],
    ['@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff', 'வாழ்க்கைக் குறிப்பு'],
  ])('unwraps %s into the same font: tables, glyphs, shaping and outlines', (file, text) => {
    const woff = woffOf(file);
    const wrapped = fontkit.create(woff) as fontkit.Font;
    const plain = fontkit.create(sfntFromWoff(woff)) as fontkit.Font;
    expect(plain.type).toBe('TTF');
    expect(plain.postscriptName).toBe(wrapped.postscriptName);
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    expect(plain.unitsPerEm).toBe(wrapped.unitsPerEm);
    expect(plain.characterSet).toEqual(wrapped.characterSet);
    const shaped = (font: fontkit.Font) => {
      const run = font.layout(text);
      return { glyphs: run.glyphs.map((glyph) => [glyph.id, glyph.path.toSVG()]), positions: run.positions.map((position) => [position.xAdvance, position.xOffset, position.yOffset]) };
    };
    expect(shaped(plain)).toEqual(shaped(wrapped));
    expect(shaped(plain).glyphs.length).toBeGreaterThan(5);
  });

  it('refuses a file that is no WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2-and-more-bytes-than-a-header-needs-0000000000'))).toThrow(/Not a WOFF 1.0 file/);
  });
});
