import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS_NAMESPACE, createI18n } from './i18n';
import { dateFormat, formatDuration, formatLongDate, splitDuration } from './format';
import { numberFormat } from './intl-formatters';

describe('formatLongDate', () => {
  it('writes the weekday in the locale', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(formatLongDate(date, 'en-US')).toBe('Sunday, November 22, 2026');
    expect(formatLongDate(date, 'de-DE')).toBe('Sonntag, 22. November 2026');
    expect(formatLongDate(date, 'en-US')).toBe('Sunday, November 22, 2026');
  });
});

describe('dateFormat', () => {
  it('makes a format once per locale and options, whether the options come as the same object or as equal ones', () => {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const english = dateFormat('en-GB', time);
    expect(dateFormat('en-GB', time)).toBe(english);
    expect(dateFormat('en-GB', { ...time })).toBe(english);
    const german = dateFormat('de-DE', time);
    expect(german).not.toBe(english);
    expect(german.resolvedOptions().locale).toBe('de-DE');
    expect(dateFormat('de-DE', time)).toBe(german);
    expect(english.resolvedOptions()).toMatchObject({ locale: 'en-GB', hourCycle: 'h23', calendar: 'gregory' });
    const date = dateFormat('en-GB', { day: 'numeric' });
    expect(date).not.toBe(english);
    expect(date.format(new Date(Date.UTC(2026, 10, 22, 12)))).toBe('22');
  });
});

describe('numberFormat', () => {
  it('makes a format once per locale and options, the plain one without options, in the locale’s digits', () => {
    const years = numberFormat('ar-SA', { useGrouping: false });
    expect(numberFormat('ar-SA', { useGrouping: false })).toBe(years);
    expect(years.format(2024)).toBe('٢٠٢٤');
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE', {}));
    expect(numberFormat('de-DE').format(12345.5)).toBe('12.345,5');
    expect(numberFormat('en-US', { useGrouping: false })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { useGrouping: false }).format(12345)).toBe('12345');
  });
});

describe('durations', () => {
  it('splits milliseconds into units', () => {
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('uses the plural forms of the language', async () => {
    const en = await createI18n('en');
    await en.loadPart('en', PAGE_TEXTS_NAMESPACE);
    expect(formatDuration(3_661_000, en.t, 'en-US')).toBe('1 hour 1 minute 1 second');
    expect(formatDuration(0, en.t, 'en-US')).toBe('0 seconds');
  });
  it('joins the units as each language joins them, one language after another', async () => {
    const en = await createI18n('en');
    await en.loadPart('en', PAGE_TEXTS_NAMESPACE);
    const de = await createI18n('de');
    await de.loadPart('de', PAGE_TEXTS_NAMESPACE);
    expect(formatDuration(3_661_000, en.t, 'en-US')).toBe('1 hour 1 minute 1 second');
    expect(formatDuration(3_661_000, de.t, 'de-DE')).toMatch(/^1 \S+, 1 \S+ und 1 \S+$/);
    expect(formatDuration(3_661_000, en.t, 'en-US')).toBe('1 hour 1 minute 1 second');
  });
});
