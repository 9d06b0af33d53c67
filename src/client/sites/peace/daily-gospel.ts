// The daily Gospel day view (SPEC §1, §9): it moves up to 30 days back and forward from today.
import { DAILY_GOSPEL_RANGE_DAYS } from '@shared/constants';

export interface GospelPassage {
  reference: string;
  title: string;
  text: string;
}

export function clampDayOffset(offset: number): number {
  return Math.max(-DAILY_GOSPEL_RANGE_DAYS, Math.min(DAILY_GOSPEL_RANGE_DAYS, Math.trunc(offset)));
}

/** The calendar day `offset` days from `today`, at local noon (safe across daylight-saving changes). */
export function dayAtOffset(today: Date, offset: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12);
}

/** The passage of a day: the passages repeat in order, one per calendar day. */
export function passageIndex(day: Date, count: number): number {
  const days = Math.floor(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 86_400_000);
  return ((days % count) + count) % count;
}

export function isGospelPassageList(value: unknown): value is GospelPassage[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item?.reference === 'string' && typeof item?.title === 'string' && typeof item?.text === 'string')
  );
}
