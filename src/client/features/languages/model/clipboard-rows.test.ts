import { describe, expect, it } from 'vitest';
import { formatClipboardRows, splitClipboardRows, validatePaste } from './clipboard-rows';

const german = { 'routes.home': 'Startseite', 'routes.login': 'Anmeldung', 'shell.note': 'Zeile 1\nZeile\t2 mit \\ Schrägstrich' };

describe('clipboard text', () => {
  it('has one row per entry: key, tab, text', () => {
    const text = formatClipboardRows(german);
    expect(text.split('\n')).toEqual(['routes.home\tStartseite', 'routes.login\tAnmeldung', 'shell.note\tZeile 1\\nZeile\\t2 mit \\\\ Schrägstrich']);
  });

  it('round-trips every text, also with line breaks, tabs and backslashes', () => {
    const tricky = { a: '', b: '\\n is not a break', c: 'end with backslash \\', d: '\r\n', e: '\t\t' };
    for (const rows of [german, tricky]) {
      const result = validatePaste(formatClipboardRows(rows), rows);
      expect(result).toEqual({ ok: true, rows });
    }
  });

  it('reads Windows line breaks and one trailing line break', () => {
    expect(splitClipboardRows('a\tx\r\nb\ty\r\n')).toEqual(['a\tx', 'b\ty']);
    expect(splitClipboardRows('')).toEqual([]);
    expect(splitClipboardRows('\n')).toEqual(['']);
    expect(splitClipboardRows('a\tx\n\n')).toEqual(['a\tx', '']);
  });

  it('keeps an unknown escape as typed', () => {
    expect(validatePaste('a\tC:\\Users', { a: '' })).toEqual({ ok: true, rows: { a: 'C:\\Users' } });
  });
});

describe('paste validation', () => {
  it('needs exactly as many rows as the language it replaces, and changes nothing else', () => {
    const russian = { ...german, 'routes.extra_few': '', 'routes.extra_many': '' };
    expect(validatePaste(formatClipboardRows(german), russian)).toEqual({ ok: false, problem: { kind: 'rowCount', found: 3, expected: 5 } });
    expect(validatePaste('', german)).toEqual({ ok: false, problem: { kind: 'rowCount', found: 0, expected: 3 } });
    expect(validatePaste(`${formatClipboardRows(german)}\nx\ty`, german)).toEqual({ ok: false, problem: { kind: 'rowCount', found: 4, expected: 3 } });
  });

  it('names the row without a tab, with an unknown key or a repeated key', () => {
    expect(validatePaste('routes.home\tA\nroutes.login B\nshell.note\tC', german)).toEqual({ ok: false, problem: { kind: 'noTab', row: 2 } });
    expect(validatePaste('routes.home\tA\nroutes.logon\tB\nshell.note\tC', german)).toEqual({
      ok: false,
      problem: { kind: 'unknownKey', row: 2, key: 'routes.logon' },
    });
    expect(validatePaste('routes.home\tA\nroutes.home\tB\nshell.note\tC', german)).toEqual({
      ok: false,
      problem: { kind: 'duplicateKey', row: 2, key: 'routes.home' },
    });
  });

  it('accepts the rows in any order and keeps the language order', () => {
    const result = validatePaste('shell.note\tN\nroutes.login\tL\nroutes.home\tH\n', german);
    expect(result).toEqual({ ok: true, rows: { 'routes.home': 'H', 'routes.login': 'L', 'shell.note': 'N' } });
    if (result.ok) expect(Object.keys(result.rows)).toEqual(Object.keys(german));
  });
});
