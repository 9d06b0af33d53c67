import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSettings, useSettingsStore } from './settings-context';
import { applyTheme, isDarkMode } from './theme';

const QUERY = '(prefers-color-scheme: dark)';

function subscribeSystem(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useDarkMode(): { dark: boolean; toggle(): void } {
  const store = useSettingsStore();
  const { darkMode } = useSettings();
  const systemDark = useSyncExternalStore(subscribeSystem, () => window.matchMedia(QUERY).matches, () => true);
  const dark = isDarkMode(darkMode, systemDark);
  useEffect(() => applyTheme(document.body, darkMode), [darkMode]);
  const toggle = useCallback(() => store.set({ darkMode: !dark }), [store, dark]);
  return { dark, toggle };
}
