// Dates and durations in the active locale with Intl (SPEC §9: long date format with weekday).
import type { TFunction } from 'i18next';

export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

export function formatLongDateTime(date: Date, locale: string, t: TFunction): string {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
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
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(list);
}
