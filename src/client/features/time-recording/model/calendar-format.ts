// Dates and times of the calendar in the active locale (core's formats: Gregorian, 24-hour times).
import { dateFormat } from '@client/core/i18n/format';
import type { AnyEvent, TimedEvent } from './events';
import { addDays, dayOf, toDate } from './local-date';

type Options = Intl.DateTimeFormatOptions;

const LONG_DAY: Options = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const DATE: Options = { year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Options = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME: Options = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
/** Monday 1 January 2024 starts the week the weekday names are taken from. */
const REFERENCE_MONDAY = '2024-01-01';

/** "Wednesday, May 15, 2024". */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale, LONG_DAY).format(toDate(day));
}

/** "May 15". */
export function formatDayMonth(day: string, locale: string): string {
  return dateFormat(locale, { month: 'long', day: 'numeric' }).format(toDate(day));
}

/** "May 2024". */
export function formatMonth(day: string, locale: string): string {
  return dateFormat(locale, { year: 'numeric', month: 'long' }).format(toDate(day));
}

/** "May 13 – 19, 2024", shortened as the locale does for a range. */
export function formatDayRange(first: string, last: string, locale: string): string {
  return first === last ? dateFormat(locale, DATE).format(toDate(first)) : dateFormat(locale, DATE).formatRange(toDate(first), toDate(last));
}

/** The number of the day within its month, in the locale's digits. */
export function formatDayNumber(day: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric' }).format(toDate(day));
}

/** Name of a weekday (1 = Monday … 7 = Sunday). */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' | 'narrow'): string {
  return dateFormat(locale, { weekday: width }).format(toDate(addDays(REFERENCE_MONDAY, weekday - 1)));
}

/** "3:00 – 5:00 PM" for an event within one day, with dates when it spans several. */
export function formatTimedRange(event: TimedEvent, locale: string): string {
  const sameDay = dayOf(event.start) === dayOf(event.end);
  return dateFormat(locale, sameDay ? TIME : DATE_TIME).formatRange(toDate(event.start), toDate(event.end));
}

/** The start time of a timed event, for the compact month view. */
export function formatTime(localDateTime: string, locale: string): string {
  return dateFormat(locale, TIME).format(toDate(localDateTime));
}

/** When an event takes place, in full. */
export function formatWhen(item: AnyEvent, locale: string): string {
  if (item.kind === 'allDay') {
    const last = item.event.endDate ?? item.event.date;
    return item.event.date === last ? formatDay(item.event.date, locale) : dateFormat(locale, LONG_DAY).formatRange(toDate(item.event.date), toDate(last));
  }
  return dateFormat(locale, { ...LONG_DAY, ...TIME }).formatRange(toDate(item.event.start), toDate(item.event.end));
}
