import { describe, expect, it } from 'vitest';
import { isGospelPassageList, passageIndex } from '@shared/daily-gospel';
import { clampDayOffset, dayAtOffset } from './daily-gospel';

describe('daily gospel', () => {
  it('stops at 30 days either way', () => {
    expect(clampDayOffset(31)).toBe(30);
    expect(clampDayOffset(-45)).toBe(-30);
    expect(clampDayOffset(7)).toBe(7);
  });
  it('counts calendar days across month ends and daylight saving', () => {
    const today = new Date(2026, 9, 20, 9);
    expect(dayAtOffset(today, 12).toDateString()).toBe(new Date(2026, 10, 1).toDateString());
    expect(dayAtOffset(today, -30).toDateString()).toBe(new Date(2026, 8, 20).toDateString());
  });
  it('gives consecutive days consecutive passages', () => {
    const day = new Date(2026, 10, 22, 12);
    const next = dayAtOffset(day, 1);
    expect(passageIndex(next, 31)).toBe((passageIndex(day, 31) + 1) % 31);
  });
  it('checks the shape of the passage list', () => {
    expect(isGospelPassageList([{ reference: 'Mt 5,1-12', title: 'Seligpreisungen', text: '…' }])).toBe(true);
    expect(isGospelPassageList([{ reference: 1 }])).toBe(false);
    expect(isGospelPassageList([])).toBe(false);
  });
});
