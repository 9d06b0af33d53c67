import { describe, expect, it } from 'vitest';
import { type FormatValue, fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('fills plain and dotted names, with or without spaces inside the braces', () => {
    expect(fillPlaceholders('Hello {{name}}, call {{owner.phone}} or {{ owner.mail }}.', { name: 'Ada', 'owner.phone': '+1 555 0100', 'owner.mail': 'a@example.org' })).toBe(
      'Hello Ada, call +1 555 0100 or a@example.org.',
    );
  });

  it('fills every occurrence of a name', () => {
    expect(fillPlaceholders('{{x}} and {{x}}', { x: '1' })).toBe('1 and 1');
  });

  it('leaves unknown names as written, also names only the prototype has', () => {
    expect(fillPlaceholders('Call {{owner.phone}} or {{ nobody.x }} or {{constructor}}', { 'owner.phone': '+1 555 0100' })).toBe('Call +1 555 0100 or {{ nobody.x }} or {{constructor}}');
  });

  it('leaves text that is no placeholder alone', () => {
    expect(fillPlaceholders('{{}} {{a b}} {single} {{x-y}}', { a: '1', x: '2' })).toBe('{{}} {{a b}} {single} {{x-y}}');
  });

  it('writes numbers and other values as text by default, a known empty value as nothing', () => {
    expect(fillPlaceholders('{{count}} {{big}} {{yes}} {{none}}|', { count: 12345, big: 10n, yes: true, none: undefined })).toBe('12345 10 true |');
  });

  it('hands each value with its name and format to the formatting hook', () => {
    const seen: unknown[] = [];
    const formatValue: FormatValue = (value, placeholder) => {
      seen.push([value, placeholder]);
      return typeof value === 'number' && (placeholder.name === 'count' || placeholder.format === 'number') ? value.toLocaleString('de-DE') : String(value);
    };
    expect(fillPlaceholders('{{count}} / {{size, number}} / {{ year }}', { count: 1234, size: 12345, year: 2025 }, formatValue)).toBe('1.234 / 12.345 / 2025');
    expect(seen).toEqual([
      [1234, { name: 'count', format: undefined }],
      [12345, { name: 'size', format: 'number' }],
      [2025, { name: 'year', format: undefined }],
    ]);
  });

  it('does not call the hook for unknown names', () => {
    let calls = 0;
    expect(fillPlaceholders('{{missing, number}}', {}, () => String((calls += 1)))).toBe('{{missing, number}}');
    expect(calls).toBe(0);
  });
});
