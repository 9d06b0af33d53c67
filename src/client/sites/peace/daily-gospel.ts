// The daily Gospel day view (SPEC §1, §9): it moves up to 30 days back and forward from today.
import { DAILY_GOSPEL_RANGE_DAYS } from '@shared/app-constants';

export function clampDayOffset(offset: number): number {
  return Math.max(-DAILY_GOSPEL_RANGE_DAYS, Math.min(DAILY_GOSPEL_RANGE_DAYS, Math.trunc(offset)));
}

/** The calendar day `offset` days from `today`, at local noon (safe across daylight-saving changes). */
export function dayAtOffset(today: Date, offset: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12);
}
