// SPEC §4: the slider toggles dark mode on a left click; its thumb moves 30 px when on.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../use-dark-mode';

export function DarkModeSlider() {
  const { t } = useTranslation();
  const { dark, toggle } = useDarkMode();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button === 0) toggle();
  };
  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-slider" onClick={onClick}>
      <span className="slider-track" aria-hidden="true">
        <span className={dark ? 'slider-thumb on' : 'slider-thumb'} />
      </span>
      <span className="slider-label">{t('shell.darkMode')}</span>
    </button>
  );
}
