// SPEC §4: the slider toggles dark mode on a left click; its thumb moves 30 px when on. The thumb's
// place comes from the body's class or the system (CSS), so it is right before any script runs.
import type { MouseEvent } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useDarkMode } from './use-dark-mode';

export function DarkModeSlider() {
  const { t } = useTranslation();
  const { dark, toggle } = useDarkMode();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button === 0) toggle();
  };
  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-slider" onClick={onClick}>
      <span className="slider-track" aria-hidden="true">
        <span className="slider-thumb" />
      </span>
      <span className="slider-label">{t('shell.darkMode')}</span>
    </button>
  );
}
