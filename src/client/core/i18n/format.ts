// Dates and durations in the active locale with Intl (SPEC §9: long date format with weekday).
// Always the Gregorian calendar, so the server and every browser write the same date (ar-SA
// would otherwise follow the Umm al-Qura calendar in some browsers), and 24-hour times.
import type { TFunction } from './i18n';
import { formatterCache } from './intl-formatters';

/** A cached Intl.DateTimeFormat of the locale in the Gregorian calendar. */
export const dateFormat = formatterCache<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>((locale, options) => {
  // Times are written 00:00–23:59 in every language, as the page texts write them (17:00).
  const hourCycle = options.hour !== undefined || options.timeStyle !== undefined ? { hourCycle: 'h23' as const } : {};
  return new Intl.DateTimeFormat(locale, { ...options, ...hourCycle, calendar: 'gregory' });
});

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const DATE_IN_TEXT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const HOURS_MINUTES: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const HOURS_MINUTES_SECONDS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/** The long date with the weekday, for a date that stands on its own (a heading, a value). */
export function formatLongDate(date: Date, locale: string): string {
  return dateFormat(locale, LONG_DATE).format(date);
}

/** The date inside a sentence: no weekday, so the sentence's grammar holds ("until 10 March 2026"). */
export function formatDateInText(date: Date, locale: string): string {
  return dateFormat(locale, DATE_IN_TEXT).format(date);
}

/** Date and time inside a sentence, joined as the language joins them (dates.longWithTime). */
export function formatDateTimeInText(date: Date, locale: string, t: TFunction): string {
  const time = dateFormat(locale, HOURS_MINUTES).format(date);
  return t('dates.longWithTime', { date: formatDateInText(date, locale), time });
}

/** Date with weekday and time, for a value that stands on its own. */
export function formatLongDateTime(date: Date, locale: string, t: TFunction): string {
  const time = dateFormat(locale, HOURS_MINUTES_SECONDS).format(date);
  return t('dates.longWithTime', { date: formatLongDate(date, locale), time });
}

/** Splits a duration into days, hours, minutes and seconds. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A duration such as "2 hours 5 minutes 3 seconds", with plural forms of the language. */
export function formatDuration(ms: number, t: TFunction, locale: string): string {
  const parts = splitDuration(ms);
  const shown = (['days', 'hours', 'minutes', 'seconds'] as const).filter((unit) => parts[unit] > 0);
  const list = (shown.length ? shown : (['seconds'] as const)).map((unit) => t(`duration.${unit}`, { count: parts[unit] }));
  return unitList(locale).format(list);
}

const unitLists = new Map<string, Intl.ListFormat>();

/** A cached Intl.ListFormat of the locale's narrow unit lists: made once, not in every render of a duration. */
function unitList(locale: string): Intl.ListFormat {
  let format = unitLists.get(locale);
  if (!format) unitLists.set(locale, (format = new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' })));
  return format;
}
