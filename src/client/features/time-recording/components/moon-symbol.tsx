// A small drawing of the moon's phase (as seen from the northern hemisphere) with its name as text.
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { MoonPhase } from '../model/moon-phase';
import { TIME_RECORDING_TEXTS } from './time-recording-texts';

const LIT: Record<MoonPhase, string | null> = {
  new: null,
  waxing: 'M8 1 A7 7 0 0 1 8 15 Z',
  full: 'M8 1 A7 7 0 0 1 8 15 A7 7 0 0 1 8 1 Z',
  waning: 'M8 1 A7 7 0 0 0 8 15 Z',
};

export function MoonSymbol({ phase, showName = false }: { phase: MoonPhase; showName?: boolean }) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  const name = t(`moon.${phase}`);
  const lit = LIT[phase];
  return (
    <span className={`tr-moon tr-moon-${phase}`} title={showName ? undefined : name} data-phase={phase}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle className="tr-moon-dark" cx="8" cy="8" r="7" />
        {lit && <path className="tr-moon-lit" d={lit} />}
      </svg>
      <span className={showName ? 'tr-moon-name' : 'visually-hidden'}>{name}</span>
    </span>
  );
}
