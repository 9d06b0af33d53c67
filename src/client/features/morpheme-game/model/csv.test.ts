import { describe, expect, it } from 'vitest';
import {
  findOrphanedCategories,
  normaliseMorphemeText,
  parseCategoriesCsv,
  parseMorphemesCsv,
  parseWordsCsv,
  serialiseCategories,
  serialiseMorphemes,
  serialiseWords,
} from './csv';
import type { Category, Morpheme, WordEntry } from './word-lists';

const categories: Category[] = [
  { id: 'basic', colour: 'gray', label: 'Basic morpheme' },
  { id: 'prefix', colour: 'green', label: 'Prefix' },
  { id: 'suffix', colour: 'blue', label: 'Suffix' },
  { id: 'circumfix', colour: 'yellow', label: 'Circumfix' },
];

describe('categories CSV', () => {
  it('reads a valid file', () => {
    const result = parseCategoriesCsv('id,colour,label\r\nbasic,gray,Basic morpheme\r\nprefix,Green,"Prefix, before the stem"\r\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { id: 'basic', colour: 'gray', label: 'Basic morpheme' },
        { id: 'prefix', colour: 'green', label: 'Prefix, before the stem' },
      ],
    });
  });

  it('accepts the columns in another order and case, a BOM and blank lines', () => {
    const result = parseCategoriesCsv('\uFEFFLabel,ID,Colour\n\nPrefix,prefix,green\n\n');
    expect(result).toEqual({ ok: true, rows: [{ id: 'prefix', colour: 'green', label: 'Prefix' }] });
  });

  it('accepts semicolons as separators, as spreadsheets write them', () => {
    expect(parseCategoriesCsv('id;colour;label\nprefix;green;Präfix\n').ok).toBe(true);
  });

  it('refuses wrong columns, naming row 1', () => {
    expect(parseCategoriesCsv('id,color,label\nprefix,green,Prefix\n')).toEqual({
      ok: false,
      problems: [{ code: 'columns', row: 1, expected: 'id, colour, label', found: 'id, color, label' }],
    });
  });

  it('names every broken row', () => {
    const result = parseCategoriesCsv('id,colour,label\nbasic,gray,Basic\nprefix,teal,Prefix\nbasic,blue,Again\n9x,blue,\nsuffix,blue\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => [problem.row, problem.code, problem.value ?? problem.column ?? ''])).toEqual([
      [3, 'unknownColour', 'teal'],
      [4, 'duplicate', 'basic'],
      [5, 'badId', '9x'],
      [5, 'missingValue', 'label'],
      [6, 'fieldCount', ''],
    ]);
  });

  it('refuses an empty file and a file with only the header', () => {
    expect(parseCategoriesCsv('')).toEqual({ ok: false, problems: [{ code: 'empty' }] });
    expect(parseCategoriesCsv('id,colour,label\n')).toEqual({ ok: false, problems: [{ code: 'noRows' }] });
  });

  it('reports broken quoting with its row', () => {
    const result = parseCategoriesCsv('id,colour,label\nbasic,gray,"Basic\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ code: 'malformed', row: 2 });
  });
});

describe('morphemes CSV', () => {
  it('reads the written forms people use and keeps the bare text', () => {
    expect(normaliseMorphemeText(' un- ')).toBe('un');
    expect(normaliseMorphemeText('-ness')).toBe('ness');
    expect(normaliseMorphemeText('ge-...-t')).toBe('ge…t');
    expect(normaliseMorphemeText('ge-…-en')).toBe('ge…en');
    const result = parseMorphemesCsv('text,category,meaning\nun-,prefix,not\nge-…-t,circumfix,participle\nkind,basic,\n', categories);
    expect(result).toEqual({
      ok: true,
      rows: [
        { text: 'un', category: 'prefix', meaning: 'not' },
        { text: 'ge…t', category: 'circumfix', meaning: 'participle' },
        { text: 'kind', category: 'basic', meaning: '' },
      ],
    });
  });

  it("names the row of an unknown category, e.g. Row 7: unknown category 'prefx'", () => {
    const rows = ['un,prefix,not', 'kind,basic,', 'ness,suffix,state', 're,prefix,again', 'dark,basic,', 'dis,prefx,not'];
    const result = parseMorphemesCsv(`text,category,meaning\n${rows.join('\n')}\n`, categories);
    expect(result).toEqual({ ok: false, problems: [{ code: 'unknownCategory', row: 7, value: 'prefx' }] });
  });

  it('refuses texts that cannot be blocks, circumfixes without a gap, duplicates and missing values', () => {
    const result = parseMorphemesCsv(
      'text,category,meaning\nun kind,basic,\nget,circumfix,\nkind,basic,\nkind,basic,again\n,basic,\nfoo,,\n',
      categories,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => [problem.row, problem.code])).toEqual([
      [2, 'badText'],
      [3, 'circumfixForm'],
      [5, 'duplicate'],
      [6, 'missingValue'],
      [7, 'missingValue'],
    ]);
  });

  it('allows the same text in two categories', () => {
    expect(parseMorphemesCsv('text,category,meaning\ner,suffix,person\ner,prefix,odd\n', categories).ok).toBe(true);
  });

  it('refuses wrong columns', () => {
    const result = parseMorphemesCsv('morpheme,category\nun,prefix\n', categories);
    expect(result).toEqual({ ok: false, problems: [{ code: 'columns', row: 1, expected: 'text, category, meaning', found: 'morpheme, category' }] });
  });
});

describe('words CSV', () => {
  it('reads the parts of each word', () => {
    expect(parseWordsCsv('word,parts,hint\nteacher,teach+er:suffix,"a person who teaches, usually at school"\n')).toEqual({
      ok: true,
      rows: [{ word: 'teacher', parts: ['teach', 'er:suffix'], hint: 'a person who teaches, usually at school' }],
    });
  });

  it('refuses empty parts and missing hints', () => {
    const result = parseWordsCsv('word,parts,hint\nteacher,teach++er,\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem) => problem.column)).toEqual(['parts', 'hint']);
  });
});

describe('round trip', () => {
  it('writes categories, morphemes and words that read back the same', () => {
    const morphemes: Morpheme[] = [
      { text: 'un', category: 'prefix', meaning: 'not; the opposite of' },
      { text: 'ge…t', category: 'circumfix', meaning: 'Partizip, "schwach"' },
      { text: 'kind', category: 'basic', meaning: '' },
      { text: 'ness', category: 'suffix', meaning: 'state,\nor quality' },
    ];
    const words: WordEntry[] = [{ word: 'unkindness', parts: ['un', 'kind', 'ness'], hint: 'not kind, "really"' }];
    expect(parseCategoriesCsv(serialiseCategories(categories))).toEqual({ ok: true, rows: categories });
    expect(parseMorphemesCsv(serialiseMorphemes(morphemes), categories)).toEqual({ ok: true, rows: morphemes });
    expect(parseWordsCsv(serialiseWords(words))).toEqual({ ok: true, rows: words });
  });

  it('writes a header and one line per row', () => {
    expect(serialiseCategories(categories.slice(0, 2))).toBe('id,colour,label\r\nbasic,gray,Basic morpheme\r\nprefix,green,Prefix');
  });
});

describe('categories in use', () => {
  it('names the categories the morphemes use but a new list lacks', () => {
    const morphemes = [{ category: 'prefix' }, { category: 'basic' }, { category: 'prefix' }];
    expect(findOrphanedCategories([{ id: 'basic' }], morphemes)).toEqual([{ code: 'categoryInUse', value: 'prefix' }]);
    expect(findOrphanedCategories([{ id: 'basic' }, { id: 'prefix' }], morphemes)).toEqual([]);
  });
});
