// Account validity (SPEC §6) between the API's ISO moments and the admin's date inputs, and for display.
// A "valid until" date means the whole day: the account ends at the start of the next day (local time).
import { dateFormat } from '@client/core/i18n/format';

const pad = (value: number) => String(value).padStart(2, '0');

function localDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The value of a date input for a validity bound; '' when open-ended. */
export function dateInputValue(iso: string | null, bound: 'from' | 'to'): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return localDateString(bound === 'to' ? lastValidDay(moment) : moment);
}

/** The ISO moment of a date input's value; null when empty or not a date. */
export function validityBound(value: string, bound: 'from' | 'to'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, bound === 'to' ? day + 1 : day);
  if (Number.isNaN(start.getTime())) return null;
  return start.toISOString();
}

/** The last day on which an account ending at `to` is valid. */
export function lastValidDay(to: Date): Date {
  return new Date(to.getTime() - 1);
}

/** Whether a validity ends after it starts (open ends always do). */
export function isValidityOrdered(from: string | null, to: string | null): boolean {
  return from === null || to === null || new Date(to).getTime() > new Date(from).getTime();
}

export interface ValiditySummary {
  from: Date | null;
  to: Date | null;
  /** Length of the whole validity; null when an end is open. */
  durationMs: number | null;
  /** Time left until the end; null when open-ended. */
  remainingMs: number | null;
}

export function summarizeValidity(validFrom: string | null, validTo: string | null, now: number): ValiditySummary {
  const from = validFrom ? new Date(validFrom) : null;
  const to = validTo ? new Date(validTo) : null;
  return {
    from,
    to,
    durationMs: from && to ? Math.max(0, to.getTime() - from.getTime()) : null,
    remainingMs: to ? Math.max(0, to.getTime() - now) : null,
  };
}

/** A validity as a date range in the locale, e.g. "Jan 1 – Dec 31, 2026"; null bounds are left to the caller. */
export function formatValidityRange(validFrom: string, validTo: string, locale: string): string {
  const format = dateFormat(locale, { dateStyle: 'medium' });
  return format.formatRange(new Date(validFrom), lastValidDay(new Date(validTo)));
}

export function formatDate(date: Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(date: Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
