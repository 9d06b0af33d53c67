// The number of simulated autoclaves, as typed by the user: a whole number from 1 to 30.
import { AUTOCLAVE_COUNT } from '@shared/app-constants';

export type CountResult = { ok: true; count: number } | { ok: false; reason: 'notInteger' | 'outOfRange' };

export function parseAutoclaveCount(text: string): CountResult {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, reason: 'notInteger' };
  const count = Number(trimmed);
  if (count < AUTOCLAVE_COUNT.min || count > AUTOCLAVE_COUNT.max) return { ok: false, reason: 'outOfRange' };
  return { ok: true, count };
}
