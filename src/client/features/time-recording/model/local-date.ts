// Calendar days ('YYYY-MM-DD') and local date-times ('YYYY-MM-DDTHH:mm[:ss]') as the user wrote them.
// Arithmetic runs on the wall clock read as UTC, so daylight-saving changes never shift a day.

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isDateKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_KEY.exec(value);
  return !!match && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  return isRealDay(Number(match[1]), Number(match[2]), Number(match[3])) && hour < 24 && minute < 60 && second < 60;
}

/** The wall-clock time of a date key (midnight) or local date-time, in milliseconds as if it were UTC. */
export function wallClockMs(value: string): number {
  const [year, month, day, hour, minute, second] = value.split(/[-T:]/).map(Number);
  return Date.UTC(year!, month! - 1, day!, hour ?? 0, minute ?? 0, second ?? 0);
}

/** The calendar day of a Date in the browser's time zone. */
export function toDateKey(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Date of a date key at local noon (for Intl formatting and the moon), or of a local date-time. */
export function toDate(value: string): Date {
  const [year, month, day, hour, minute, second] = value.split(/[-T:]/).map(Number);
  return new Date(year!, month! - 1, day!, hour ?? 12, minute ?? 0, second ?? 0);
}

export function addDays(key: string, days: number): string {
  const date = new Date(wallClockMs(key) + days * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Day of the week in Intl's numbering: 1 = Monday … 7 = Sunday. */
export function isoWeekday(key: string): number {
  return ((new Date(wallClockMs(key)).getUTCDay() + 6) % 7) + 1;
}

/** The date key of a local date-time. */
export function dayOf(localDateTime: string): string {
  return localDateTime.slice(0, 10);
}

/** Joins a day and a time of day ('HH:mm') into a local date-time. */
export function atTime(key: string, time: string): string {
  return `${key}T${time}`;
}
