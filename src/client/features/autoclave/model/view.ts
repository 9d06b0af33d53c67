// What a card shows, rounded to the precision on screen: a value that rounds the same as before
// does not re-render anything.
import { type Autoclave, type Plant, createAutoclave, holdRemainingSeconds } from './simulation';

/** Stands in for an autoclave that a shrinking plant no longer has, until its card unmounts. */
const GONE = createAutoclave(0);

export function autoclaveAt(plant: Plant, index: number): Autoclave {
  return plant[index] ?? GONE;
}

export function shownTemperature(valueC: number): number {
  return Math.round(valueC * 10) / 10;
}

export function shownPressure(valueBar: number): number {
  return Math.round(valueBar * 100) / 100;
}

/** Whole seconds: the hold time left while holding, else the time since the cycle started. */
export function shownSeconds(autoclave: Autoclave): number {
  const remaining = holdRemainingSeconds(autoclave);
  return remaining === null ? Math.floor(autoclave.cycleSeconds) : Math.ceil(remaining);
}
