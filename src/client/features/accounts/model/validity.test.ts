import { describe, expect, it } from 'vitest';
import {
  dateInputValue,
  formatDate,
  formatDateTime,
  formatValidityRange,
  isValidityOrdered,
  lastValidDay,
  summarizeValidity,
  validityBound,
} from './validity';

describe('date inputs and ISO bounds', () => {
  it('starts a validity at the local start of the day', () => {
    const iso = validityBound('2026-03-05', 'from')!;
    const start = new Date(iso);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 2, 5, 0, 0]);
  });

  it('ends a validity after the whole last day', () => {
    const end = new Date(validityBound('2026-12-31', 'to')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2027, 0, 1, 0]);
  });

  it('gives back the same dates for the inputs', () => {
    expect(dateInputValue(validityBound('2026-03-05', 'from'), 'from')).toBe('2026-03-05');
    expect(dateInputValue(validityBound('2026-12-31', 'to'), 'to')).toBe('2026-12-31');
  });

  it('leaves open ends and nonsense empty', () => {
    expect(dateInputValue(null, 'from')).toBe('');
    expect(dateInputValue('not a date', 'to')).toBe('');
    expect(validityBound('', 'from')).toBeNull();
    expect(validityBound('31.12.2026', 'to')).toBeNull();
  });

  it('shows the last valid day of an end moment', () => {
    const end = new Date(2027, 0, 1, 0, 0, 0);
    expect(lastValidDay(end).getDate()).toBe(31);
  });
});

describe('isValidityOrdered', () => {
  it('needs the end after the start', () => {
    expect(isValidityOrdered('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toBe(true);
    expect(isValidityOrdered('2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z')).toBe(false);
    expect(isValidityOrdered(null, '2026-02-01T00:00:00.000Z')).toBe(true);
    expect(isValidityOrdered('2026-02-01T00:00:00.000Z', null)).toBe(true);
  });
});

describe('summarizeValidity', () => {
  const from = '2026-01-01T00:00:00.000Z';
  const to = '2026-01-11T00:00:00.000Z';

  it('gives the duration and the time left', () => {
    const now = Date.parse('2026-01-10T00:00:00.000Z');
    expect(summarizeValidity(from, to, now)).toEqual({ from: new Date(from), to: new Date(to), durationMs: 10 * 86_400_000, remainingMs: 86_400_000 });
  });

  it('never counts below zero', () => {
    expect(summarizeValidity(from, to, Date.parse('2027-01-01T00:00:00.000Z')).remainingMs).toBe(0);
  });

  it('has no duration or end when open-ended', () => {
    expect(summarizeValidity(from, null, 0)).toMatchObject({ to: null, durationMs: null, remainingMs: null });
    expect(summarizeValidity(null, to, 0)).toMatchObject({ from: null, durationMs: null });
  });
});

describe('formatting', () => {
  it('formats in the given locale', () => {
    const date = new Date(2026, 2, 5, 14, 30);
    expect(formatDate(date, 'en-US')).toBe('Mar 5, 2026');
    expect(formatDate(date, 'de-DE')).toBe('05.03.2026');
    expect(formatDateTime(date, 'en-US')).toMatch(/^Mar 5, 2026, 14:30$/);
  });

  it('shows a validity as a range of whole days', () => {
    const range = formatValidityRange(new Date(2026, 0, 1).toISOString(), new Date(2027, 0, 1).toISOString(), 'en-US');
    expect(range).toMatch(/^Jan 1\s–\sDec 31, 2026$/);
  });
});
