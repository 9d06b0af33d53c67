import { describe, expect, it } from 'vitest';
import { SYNODIC_MONTH_DAYS } from '@shared/app-constants';
import { moonAge, moonPhase, phaseOfAge } from './moon-phase';

/** Noon UTC of a calendar day. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe('moon phase', () => {
  it('starts at the reference new moon of 2000-01-06 18:14 UTC', () => {
    expect(moonAge(new Date(Date.UTC(2000, 0, 6, 18, 14)))).toBeCloseTo(0, 9);
    expect(moonAge(new Date(Date.UTC(2000, 0, 6, 18, 14) + SYNODIC_MONTH_DAYS * 86_400_000 * 100.5))).toBeCloseTo(SYNODIC_MONTH_DAYS / 2, 3);
  });

  it('ages within one synodic month, also before the reference', () => {
    for (const day of ['1969-07-20', '1999-12-31', '2024-06-15', '2100-01-01']) {
      const age = moonAge(noon(day));
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(SYNODIC_MONTH_DAYS);
    }
  });

  it.each([
    ['2024-01-11', 'the new moon of January 2024'],
    ['2024-04-08', 'the total solar eclipse over North America'],
    ['2023-04-20', 'the hybrid solar eclipse'],
    ['2025-03-29', 'the partial solar eclipse'],
    ['2026-02-17', 'the annular solar eclipse'],
  ])('finds a new moon on %s (%s)', (day) => {
    expect(moonPhase(noon(day))).toBe('new');
  });

  it.each([
    ['2024-01-25', 'the full moon of January 2024'],
    ['2025-03-14', 'the total lunar eclipse'],
    ['2022-11-08', 'the total lunar eclipse'],
    ['2025-09-07', 'the total lunar eclipse'],
    ['2026-03-03', 'the total lunar eclipse'],
  ])('finds a full moon on %s (%s)', (day) => {
    expect(moonPhase(noon(day))).toBe('full');
  });

  it.each([
    ['2024-01-18', 'waxing'],
    ['2025-03-06', 'waxing'],
    ['2024-02-02', 'waning'],
    ['2025-03-22', 'waning'],
  ])('finds the quarter moon of %s %s', (day, phase) => {
    expect(moonPhase(noon(day))).toBe(phase);
  });

  it('leaves the new and full moon after about a day', () => {
    expect(moonPhase(noon('2024-01-09'))).toBe('waning');
    expect(moonPhase(noon('2024-01-13'))).toBe('waxing');
    expect(moonPhase(noon('2024-01-23'))).toBe('waxing');
    expect(moonPhase(noon('2024-01-27'))).toBe('waning');
  });

  it('classifies ages at the edges of the tolerance', () => {
    const half = SYNODIC_MONTH_DAYS / 2;
    expect(phaseOfAge(0)).toBe('new');
    expect(phaseOfAge(1)).toBe('new');
    expect(phaseOfAge(1.01)).toBe('waxing');
    expect(phaseOfAge(half - 1.01)).toBe('waxing');
    expect(phaseOfAge(half - 1)).toBe('full');
    expect(phaseOfAge(half + 1)).toBe('full');
    expect(phaseOfAge(half + 1.01)).toBe('waning');
    expect(phaseOfAge(SYNODIC_MONTH_DAYS - 1.01)).toBe('waning');
    expect(phaseOfAge(SYNODIC_MONTH_DAYS - 1)).toBe('new');
  });
});
