// SPEC §8 'Loading...': while the next page's code, data or translations (or a language's
// catalogues) are on the way, the previous page stays on screen, and after a short moment a
// notice says that something is happening. The live region is always there, so screen readers
// announce the text when it appears.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '@client/core/i18n/i18n-context';

/** How long a navigation may take before the notice shows (a quick one shows nothing). */
export const LOADING_NOTICE_DELAY_MS = 400;

export function NavigationStatus() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const switching = useSyncExternalStore(i18n.subscribe, () => i18n.requested !== i18n.language, () => false);
  const busy = navigation.state !== 'idle' || switching;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setShown(true), LOADING_NOTICE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  return (
    <div className="navigation-status" role="status" data-navigation={busy ? 'loading' : 'idle'}>
      {shown && <p>{t('shell.loading')}</p>}
    </div>
  );
}
