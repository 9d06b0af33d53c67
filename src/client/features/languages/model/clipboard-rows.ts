// The clipboard form of a catalogue and the check before a pasted one replaces a language.
//
// Format: one row per entry, 'key<TAB>text', rows separated by a line break (\n; \r\n is read too).
// Inside key and text a backslash is written '\\', a tab '\t', a line break '\n' and a carriage
// return '\r', so every entry stays on one row. A final line break after the last row is allowed.
import type { FlatCatalogue } from './catalogue';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };

function escapeCell(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (character) => ESCAPES[character]!);
}

function unescapeCell(text: string): string {
  // An unknown escape keeps its backslash, so text pasted from elsewhere survives as typed.
  return text.replace(/\\(.)/g, (sequence, character: string) => UNESCAPES[character] ?? sequence);
}

/** The catalogue as clipboard text, rows in the catalogue's order. */
export function formatClipboardRows(rows: FlatCatalogue): string {
  return Object.entries(rows)
    .map(([key, value]) => `${escapeCell(key)}\t${escapeCell(value)}`)
    .join('\n');
}

/** The raw rows of clipboard text: split at line breaks, without the final empty row of a trailing break. */
export function splitClipboardRows(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export type PasteProblem =
  | { kind: 'rowCount'; found: number; expected: number }
  | { kind: 'noTab'; row: number }
  | { kind: 'unknownKey'; row: number; key: string }
  | { kind: 'duplicateKey'; row: number; key: string };

export type PasteResult = { ok: true; rows: Record<string, string> } | { ok: false; problem: PasteProblem };

/**
 * Checks pasted text against the language it is to replace. The rule of the spec comes first: the
 * text must have exactly as many rows as the language. Then every row needs a tab and a key of the
 * language, each key once. Rows are numbered from 1. The result keeps the language's key order.
 */
export function validatePaste(text: string, target: FlatCatalogue): PasteResult {
  const lines = splitClipboardRows(text);
  const expected = Object.keys(target).length;
  if (lines.length !== expected) return { ok: false, problem: { kind: 'rowCount', found: lines.length, expected } };
  const pasted = new Map<string, string>();
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    const tab = line.indexOf('\t');
    if (tab < 0) return { ok: false, problem: { kind: 'noTab', row } };
    const key = unescapeCell(line.slice(0, tab));
    if (!Object.hasOwn(target, key)) return { ok: false, problem: { kind: 'unknownKey', row, key } };
    if (pasted.has(key)) return { ok: false, problem: { kind: 'duplicateKey', row, key } };
    pasted.set(key, unescapeCell(line.slice(tab + 1)));
  }
  return { ok: true, rows: Object.fromEntries(Object.keys(target).map((key) => [key, pasted.get(key)!])) };
}
