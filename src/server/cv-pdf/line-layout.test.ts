// Lines of a paragraph: broken at spaces to the width, and their runs in visual order by the
// Unicode bidirectional algorithm, with the faces of pdf-fonts.ts. Widths are counted in characters.
import { describe, expect, it } from 'vitest';
import { LEFT_TO_RIGHT_ISOLATE, type Line, POP_ISOLATE, layOutLines } from './line-layout';
import { FontSet } from './pdf-fonts';

const fonts = new FontSet();
const style = { weight: 'regular' as const, href: null };
const measure = (text: string) => text.length;
const lay = (text: string, dir: 'ltr' | 'rtl', width = 200) => layOutLines([{ text, style }], { width, dir, fonts, measure });
const shown = (lines: Line[]) => lines.map((line) => line.runs.map((run) => [run.text, run.face.name]));

describe('layOutLines', () => {
  it('breaks a left-to-right paragraph at spaces, a word longer than the line on its own', () => {
    expect(lay('one two three four', 'ltr', 9).map((line) => line.runs.map((run) => run.text).join(''))).toEqual(['one two', 'three', 'four']);
    expect(lay('unbreakableword x', 'ltr', 5).map((line) => line.width)).toEqual([15, 1]);
  });

  it('orders a right-to-left line: Arabic in reading order for the shaper, numbers and Latin left to right', () => {
    expect(shown(lay('العمل (2019) abc def', 'rtl'))).toEqual([
      [
        ['abc def', 'latin-regular'],
        [' (', 'latin-regular'],
        ['2019', 'latin-regular'],
        [')', 'latin-regular'],
        ['العمل ', 'arabic-regular'],
      ],
    ]);
  });

  it('keeps an isolated value left to right inside Arabic and draws no control character', () => {
    const [line] = lay(`الهاتف: ${LEFT_TO_RIGHT_ISOLATE}+1 555 0100${POP_ISOLATE}`, 'rtl');
    expect(line!.runs.map((run) => run.text)).toEqual(['+1 555 0100', ' :', 'الهاتف']);
  });

  it('mirrors brackets read right to left: the closing one, drawn leftmost, shows as an opening one', () => {
    expect(shown(lay('العمل (الويب)', 'rtl'))).toEqual([
      [
        ['(', 'latin-regular'],
        ['الويب', 'arabic-regular'],
        [')', 'latin-regular'],
        ['العمل ', 'arabic-regular'],
      ],
    ]);
  });

  it('sets Tamil and Cyrillic in their faces, and punctuation their subsets lack in the Latin face', () => {
    expect(shown(lay('குறிப்பு, Резюме.', 'ltr'))).toEqual([
      [
        ['குறிப்பு', 'tamil-regular'],
        [', ', 'latin-regular'],
        ['Резюме', 'cyrillic-regular'],
        ['.', 'latin-regular'],
      ],
    ]);
  });
});
