import { describe, expect, it } from 'vitest';
import { formatDay, formatDayMonth, formatDayNumber, formatDayRange, formatMonth, formatTime, formatTimedRange, formatWhen, weekdayName } from './calendar-format';

const cafe = { id: 'c', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00' };
const clean = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

describe('calendar formats', () => {
  it('writes days and months in the locale', () => {
    expect(formatDay('2024-05-15', 'en-US')).toBe('Wednesday, May 15, 2024');
    expect(formatDay('2024-05-15', 'de-DE')).toBe('Mittwoch, 15. Mai 2024');
    expect(formatMonth('2024-05-15', 'es-ES')).toBe('mayo de 2024');
    expect(formatDayMonth('2024-05-15', 'de-DE')).toBe('15. Mai');
    expect(formatMonth('2024-05-15', 'ru-RU')).toMatch(/^май 2024/);
    expect(formatDayRange('2024-05-13', '2024-05-19', 'en-US')).toMatch(/^May 13\s–\s19, 2024$/);
    expect(formatDayRange('2024-05-13', '2024-05-13', 'en-US')).toBe('May 13, 2024');
  });

  it('uses Gregorian month names and Arabic digits for ar-SA', () => {
    expect(formatMonth('2024-05-15', 'ar-SA')).toBe('مايو ٢٠٢٤');
    expect(formatDayNumber('2024-05-15', 'ar-SA')).toBe('١٥');
    expect(formatDayNumber('2024-05-15', 'en-US')).toBe('15');
  });

  it('names weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayName(1, 'en-US', 'long')).toBe('Monday');
    expect(weekdayName(7, 'de-DE', 'long')).toBe('Sonntag');
    expect(weekdayName(3, 'en-US', 'short')).toBe('Wed');
    expect(weekdayName(3, 'en-US', 'narrow')).toBe('W');
    expect(weekdayName(5, 'it-IT', 'long')).toBe('venerdì');
  });

  it('writes times and ranges', () => {
    expect(clean(formatTimedRange(cafe, 'en-US'))).toMatch(/^15:00\s?–\s?17:00$/);
    expect(formatTimedRange(cafe, 'de-DE')).toMatch(/^15:00\s?–\s?17:00/);
    expect(clean(formatTime('2024-05-14T09:05', 'en-US'))).toBe('09:05');
    expect(formatTime('2024-05-14T09:05', 'ta-IN')).toBe('09:05');
    expect(formatTimedRange({ ...cafe, end: '2024-05-15T10:00' }, 'en-US')).toContain('May 15');
  });

  it('says when an event takes place', () => {
    expect(formatWhen({ kind: 'allDay', event: { id: 'h', title: 'Holiday', date: '2024-05-20' } }, 'en-US')).toBe('Monday, May 20, 2024');
    expect(formatWhen({ kind: 'allDay', event: { id: 'r', title: 'Retreat', date: '2024-05-24', endDate: '2024-05-26' } }, 'en-US')).toMatch(/Friday, May 24.*Sunday, May 26, 2024/);
    expect(clean(formatWhen({ kind: 'timed', event: cafe }, 'en-US'))).toMatch(/^Tuesday, May 14, 2024, 15:00\s?–\s?17:00$/);
  });
});
