import { describe, expect, it } from 'vitest';
import { firstDayFromWeekInfo, firstDayOfWeek, monthWeeks, sameMonth, shiftDay, weekDays, weekStart, weekdayOrder } from './calendar-grid';

describe('calendar grid', () => {
  it('takes the first day of the week from Intl, else Monday', () => {
    expect(firstDayFromWeekInfo({ firstDay: 7 })).toBe(7);
    expect(firstDayFromWeekInfo({ firstDay: 6 })).toBe(6);
    expect(firstDayFromWeekInfo(undefined)).toBe(1);
    expect(firstDayFromWeekInfo({ firstDay: 0 })).toBe(1);
    expect(firstDayFromWeekInfo({ firstDay: '7' })).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('not a locale!')).toBe(1);
    expect([1, 7]).toContain(firstDayOfWeek('en-US'));
  });

  it('orders the weekday columns from the first day', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it('finds the week of a day', () => {
    expect(weekStart('2024-05-15', 1)).toBe('2024-05-13');
    expect(weekStart('2024-05-13', 1)).toBe('2024-05-13');
    expect(weekStart('2024-05-19', 1)).toBe('2024-05-13');
    expect(weekStart('2024-05-19', 7)).toBe('2024-05-19');
    expect(weekStart('2024-05-18', 7)).toBe('2024-05-12');
    expect(weekDays('2024-12-31', 1)).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
  });

  it('covers a month with whole weeks', () => {
    const may = monthWeeks('2024-05-15', 1);
    expect(may).toHaveLength(5);
    expect(may[0]![0]).toBe('2024-04-29');
    expect(may[4]![6]).toBe('2024-06-02');
    expect(may.every((week) => week.length === 7)).toBe(true);
    // February 2021 starts on a Monday and has exactly four weeks.
    expect(monthWeeks('2021-02-10', 1)).toHaveLength(4);
    // September 2024 starts on a Sunday: six rows from Monday, five from Sunday.
    expect(monthWeeks('2024-09-01', 1)).toHaveLength(6);
    expect(monthWeeks('2024-09-01', 7)).toHaveLength(5);
  });

  it('moves by a day, a week or a month', () => {
    expect(shiftDay('day', '2024-02-28', 2)).toBe('2024-03-01');
    expect(shiftDay('week', '2024-12-30', -1)).toBe('2024-12-23');
    expect(shiftDay('month', '2024-01-31', 1)).toBe('2024-02-29');
    expect(shiftDay('month', '2024-03-31', -1)).toBe('2024-02-29');
    expect(shiftDay('month', '2024-12-15', 1)).toBe('2025-01-15');
    expect(shiftDay('month', '2024-01-15', -1)).toBe('2023-12-15');
  });

  it('tells whether two days share a month', () => {
    expect(sameMonth('2024-05-01', '2024-05-31')).toBe(true);
    expect(sameMonth('2024-05-01', '2025-05-01')).toBe(false);
  });
});
