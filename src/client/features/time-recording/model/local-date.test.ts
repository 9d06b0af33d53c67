import { describe, expect, it } from 'vitest';
import { addDays, atTime, dayOf, isDateKey, isLocalDateTime, isoWeekday, toDate, toDateKey, wallClockMs } from './local-date';

describe('local dates', () => {
  it('accepts only real calendar days', () => {
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2023-02-29')).toBe(false);
    expect(isDateKey('2024-13-01')).toBe(false);
    expect(isDateKey('2024-1-01')).toBe(false);
    expect(isDateKey(20240101)).toBe(false);
    expect(isDateKey('2024-01-01T10:00')).toBe(false);
  });

  it('accepts local date-times with or without seconds, but no zone', () => {
    expect(isLocalDateTime('2024-03-31T02:30')).toBe(true);
    expect(isLocalDateTime('2024-03-31T02:30:15')).toBe(true);
    expect(isLocalDateTime('2024-03-31T24:00')).toBe(false);
    expect(isLocalDateTime('2024-03-31T10:60')).toBe(false);
    expect(isLocalDateTime('2024-03-31T10:00Z')).toBe(false);
    expect(isLocalDateTime('2024-03-31')).toBe(false);
    expect(isLocalDateTime(null)).toBe(false);
  });

  it('counts days across month ends, leap days and daylight saving', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
    expect(addDays('2024-10-26', 2)).toBe('2024-10-28');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2024-01-01')).toBe(1);
    expect(isoWeekday('2024-01-07')).toBe(7);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('orders wall-clock times', () => {
    expect(wallClockMs('2024-01-01T10:00')).toBeLessThan(wallClockMs('2024-01-01T10:00:01'));
    expect(wallClockMs('2024-01-02') - wallClockMs('2024-01-01')).toBe(86_400_000);
  });

  it('converts between Date and the local forms', () => {
    const date = new Date(2024, 4, 9, 7, 5);
    expect(toDateKey(date)).toBe('2024-05-09');
    expect(toDate('2024-05-09T07:05').getTime()).toBe(date.getTime());
    expect(toDate('2024-05-09').getHours()).toBe(12);
    expect(dayOf('2024-05-09T07:05')).toBe('2024-05-09');
    expect(atTime('2024-05-09', '15:00')).toBe('2024-05-09T15:00');
  });
});
