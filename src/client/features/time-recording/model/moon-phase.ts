// The moon's phase from its mean age: days since a known new moon, modulo the synodic month.
// The mean moon may run up to about 14 hours ahead of or behind the true one, so a day within
// MOON_PHASE_TOLERANCE_DAYS of a new or full moon counts as that phase.
import { MOON_PHASE_TOLERANCE_DAYS, REFERENCE_NEW_MOON_MS, SYNODIC_MONTH_DAYS } from '@shared/app-constants';

export type MoonPhase = 'new' | 'waxing' | 'full' | 'waning';

const DAY_MS = 86_400_000;

/** Days since the last mean new moon, in [0, SYNODIC_MONTH_DAYS). */
export function moonAge(instant: Date): number {
  const days = (instant.getTime() - REFERENCE_NEW_MOON_MS) / DAY_MS;
  return ((days % SYNODIC_MONTH_DAYS) + SYNODIC_MONTH_DAYS) % SYNODIC_MONTH_DAYS;
}

/** Classifies an age in days: new and full within the tolerance, waxing or waning between. */
export function phaseOfAge(age: number): MoonPhase {
  const half = SYNODIC_MONTH_DAYS / 2;
  if (age <= MOON_PHASE_TOLERANCE_DAYS || age >= SYNODIC_MONTH_DAYS - MOON_PHASE_TOLERANCE_DAYS) return 'new';
  if (Math.abs(age - half) <= MOON_PHASE_TOLERANCE_DAYS) return 'full';
  return age < half ? 'waxing' : 'waning';
}

export function moonPhase(instant: Date): MoonPhase {
  return phaseOfAge(moonAge(instant));
}
