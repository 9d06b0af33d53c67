// The days a calendar view shows: one day, a week or the weeks of a month, starting on the
// locale's first day of the week (Monday unless the locale says otherwise).
import { addDays, isoWeekday } from './local-date';

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

interface WeekInfo {
  firstDay?: unknown;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week (1 = Monday … 7 = Sunday) from Intl's week information, else Monday. */
export function firstDayFromWeekInfo(info: WeekInfo | undefined): number {
  const day = info?.firstDay;
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 7 ? day : 1;
}

export function firstDayOfWeek(locale: string): number {
  try {
    const intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
    // getWeekInfo() is the standard form; some engines shipped the earlier weekInfo getter.
    return firstDayFromWeekInfo(typeof intlLocale.getWeekInfo === 'function' ? intlLocale.getWeekInfo() : intlLocale.weekInfo);
  } catch {
    return 1;
  }
}

/** Weekdays (1 = Monday … 7 = Sunday) in the order of the view's columns. */
export function weekdayOrder(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, index) => ((firstDay - 1 + index) % 7) + 1);
}

export function weekStart(day: string, firstDay: number): string {
  return addDays(day, -((isoWeekday(day) - firstDay + 7) % 7));
}

export function weekDays(day: string, firstDay: number): string[] {
  const start = weekStart(day, firstDay);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 0)).getUTCDate();
}

/** The whole weeks that cover the month of `day`, each of seven days. */
export function monthWeeks(day: string, firstDay: number): string[][] {
  const first = firstOfMonth(day);
  const last = `${day.slice(0, 7)}-${String(daysInMonth(day)).padStart(2, '0')}`;
  const weeks: string[][] = [];
  for (let start = weekStart(first, firstDay); start <= last; start = addDays(start, 7)) weeks.push(weekDays(start, firstDay));
  return weeks;
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The day `delta` views away; a month step keeps the day of the month where that month has it. */
export function shiftDay(view: CalendarView, day: string, delta: number): string {
  if (view === 'day') return addDays(day, delta);
  if (view === 'week') return addDays(day, 7 * delta);
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + delta, 1));
  const key = `${String(target.getUTCFullYear()).padStart(4, '0')}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-01`;
  return `${key.slice(0, 8)}${String(Math.min(date!, daysInMonth(key))).padStart(2, '0')}`;
}
