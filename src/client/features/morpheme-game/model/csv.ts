// Reading and writing the lists as CSV. Rows are counted as in a spreadsheet: the header is row 1.
// A file with any problem is refused as a whole, so an upload never replaces a list half-way.
import Papa from 'papaparse';
import { CATEGORY_COLOURS, isCategoryColour } from './categories';
import { CIRCUMFIX_GAP, type Category, type Morpheme, type WordEntry, morphemeKey } from './word-lists';
import { placementOf } from './word-building';

export const CATEGORY_COLUMNS = ['id', 'colour', 'label'] as const;
export const MORPHEME_COLUMNS = ['text', 'category', 'meaning'] as const;
export const WORD_COLUMNS = ['word', 'parts', 'hint'] as const;

/** Separates the parts of a word in words.csv: un+kind+ness. */
export const PART_SEPARATOR = '+';

export type CsvProblemCode =
  | 'empty'
  | 'columns'
  | 'malformed'
  | 'fieldCount'
  | 'missingValue'
  | 'badId'
  | 'unknownColour'
  | 'unknownCategory'
  | 'badText'
  | 'circumfixForm'
  | 'duplicate'
  | 'noRows'
  | 'categoryInUse';

export interface CsvProblem {
  code: CsvProblemCode;
  /** Row in the file, the header being row 1; absent for problems of the file as a whole. */
  row?: number;
  column?: string;
  value?: string;
  expected?: string;
  found?: string;
}

export type CsvResult<T> = { ok: true; rows: T[] } | { ok: false; problems: CsvProblem[] };

type CsvRecord<Column extends string> = { [K in Column]: string };

interface Table<Column extends string> {
  records: { row: number; values: CsvRecord<Column> }[];
  problems: CsvProblem[];
}

/** Splits a CSV text into records keyed by the expected columns (in any order, any case). */
function readTable<Column extends string>(text: string, columns: readonly Column[]): Table<Column> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const problems: CsvProblem[] = parsed.errors
    .filter((error) => error.type !== 'Delimiter')
    .map((error) => ({ code: 'malformed', row: (error.row ?? 0) + 1, found: error.code }));
  const lines = parsed.data;
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = lines.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) return { records: [], problems: [{ code: 'empty' }] };

  const header = lines[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const positions = columns.map((column) => header.indexOf(column.toLowerCase()));
  const sameColumns = header.length === columns.length && positions.every((position) => position >= 0);
  if (!sameColumns) {
    return { records: [], problems: [{ code: 'columns', row: headerIndex + 1, expected: columns.join(', '), found: header.join(', ') }] };
  }

  const records: Table<Column>['records'] = [];
  lines.slice(headerIndex + 1).forEach((cells, offset) => {
    const row = headerIndex + offset + 2;
    if (isBlank(cells)) return;
    if (cells.length !== columns.length) {
      problems.push({ code: 'fieldCount', row, expected: String(columns.length), found: String(cells.length) });
      return;
    }
    const values = Object.fromEntries(columns.map((column, index) => [column, cells[positions[index]!]!.trim()])) as CsvRecord<Column>;
    records.push({ row, values });
  });
  if (problems.length === 0 && records.length === 0) problems.push({ code: 'noRows' });
  return { records, problems };
}

function finish<T>(problems: CsvProblem[], rows: T[]): CsvResult<T> {
  const ordered = [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return ordered.length ? { ok: false, problems: ordered } : { ok: true, rows };
}

const CATEGORY_ID = /^[A-Za-z][A-Za-z0-9]*$/;

export function parseCategoriesCsv(text: string): CsvResult<Category> {
  const { records, problems } = readTable(text, CATEGORY_COLUMNS);
  const firstRow = new Map<string, number>();
  const rows: Category[] = [];
  for (const { row, values } of records) {
    const colour = values.colour.toLowerCase();
    if (!values.id) problems.push({ code: 'missingValue', row, column: 'id' });
    else if (!CATEGORY_ID.test(values.id)) problems.push({ code: 'badId', row, value: values.id });
    else if (firstRow.has(values.id)) problems.push({ code: 'duplicate', row, value: values.id, found: String(firstRow.get(values.id)) });
    if (!isCategoryColour(colour)) problems.push({ code: 'unknownColour', row, value: values.colour, expected: CATEGORY_COLOURS.join(', ') });
    if (!values.label) problems.push({ code: 'missingValue', row, column: 'label' });
    if (!firstRow.has(values.id)) firstRow.set(values.id, row);
    if (isCategoryColour(colour)) rows.push({ id: values.id, colour, label: values.label });
  }
  return finish(problems, rows);
}

const LETTERS = String.raw`[\p{L}\p{M}'’]+`;
const SIMPLE_TEXT = new RegExp(`^${LETTERS}$`, 'u');
const CIRCUMFIX_TEXT = new RegExp(`^${LETTERS}${CIRCUMFIX_GAP}${LETTERS}$`, 'u');

/** Accepts the forms people write (un-, -ness, ge-...-t) and keeps the bare text (un, ness, ge…t). */
export function normaliseMorphemeText(raw: string): string {
  return raw
    .trim()
    .replace(/\.\.\./g, CIRCUMFIX_GAP)
    .replace(new RegExp(`-*${CIRCUMFIX_GAP}-*`, 'gu'), CIRCUMFIX_GAP)
    .replace(/^-+|-+$/g, '');
}

export function parseMorphemesCsv(text: string, categories: readonly Pick<Category, 'id'>[]): CsvResult<Morpheme> {
  const { records, problems } = readTable(text, MORPHEME_COLUMNS);
  const known = new Set(categories.map((category) => category.id));
  const firstRow = new Map<string, number>();
  const rows: Morpheme[] = [];
  for (const { row, values } of records) {
    const morpheme: Morpheme = { text: normaliseMorphemeText(values.text), category: values.category, meaning: values.meaning };
    const circumfix = placementOf(morpheme.category) === 'around';
    const before = problems.length;
    if (!morpheme.text) problems.push({ code: 'missingValue', row, column: 'text' });
    else if (circumfix && !CIRCUMFIX_TEXT.test(morpheme.text)) problems.push({ code: 'circumfixForm', row, value: values.text });
    else if (!circumfix && !SIMPLE_TEXT.test(morpheme.text)) problems.push({ code: 'badText', row, value: values.text });
    if (!morpheme.category) problems.push({ code: 'missingValue', row, column: 'category' });
    else if (!known.has(morpheme.category)) problems.push({ code: 'unknownCategory', row, value: morpheme.category });
    const key = morphemeKey(morpheme);
    if (problems.length === before && firstRow.has(key)) {
      problems.push({ code: 'duplicate', row, value: values.text, found: String(firstRow.get(key)) });
    }
    if (!firstRow.has(key)) firstRow.set(key, row);
    rows.push(morpheme);
  }
  return finish(problems, rows);
}

export function parseWordsCsv(text: string): CsvResult<WordEntry> {
  const { records, problems } = readTable(text, WORD_COLUMNS);
  const rows: WordEntry[] = [];
  for (const { row, values } of records) {
    const parts = values.parts.split(PART_SEPARATOR).map((part) => part.trim());
    if (!values.word) problems.push({ code: 'missingValue', row, column: 'word' });
    if (parts.some((part) => !part)) problems.push({ code: 'missingValue', row, column: 'parts' });
    if (!values.hint) problems.push({ code: 'missingValue', row, column: 'hint' });
    rows.push({ word: values.word, parts, hint: values.hint });
  }
  return finish(problems, rows);
}

/** Categories the morphemes use but the new category list lacks: such a list would orphan them. */
export function findOrphanedCategories(categories: readonly Pick<Category, 'id'>[], morphemes: readonly Pick<Morpheme, 'category'>[]): CsvProblem[] {
  const known = new Set(categories.map((category) => category.id));
  const missing = [...new Set(morphemes.map((morpheme) => morpheme.category))].filter((id) => !known.has(id));
  return missing.map((id) => ({ code: 'categoryInUse', value: id }));
}

function serialise<Column extends string>(columns: readonly Column[], rows: readonly CsvRecord<Column>[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => row[column])) }, { newline: '\r\n' });
}

export function serialiseCategories(categories: readonly Category[]): string {
  return serialise(CATEGORY_COLUMNS, categories);
}

export function serialiseMorphemes(morphemes: readonly Morpheme[]): string {
  return serialise(MORPHEME_COLUMNS, morphemes);
}

export function serialiseWords(words: readonly WordEntry[]): string {
  return serialise(
    WORD_COLUMNS,
    words.map((entry) => ({ word: entry.word, parts: entry.parts.join(PART_SEPARATOR), hint: entry.hint })),
  );
}
