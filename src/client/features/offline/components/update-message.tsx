// The "new version" notice's text and button (update-notice.tsx): loaded, with its texts, only
// when a new deployment's worker waits, which never happens on a first visit (docs/decisions/010).
import { useNamespace } from '@client/core/i18n/use-namespace';
import { type ContainerLike, type WorkerLike, takeOver } from '../model/service-worker-client';
import { OFFLINE_TEXTS } from './offline-texts';

export function UpdateMessage({ container, waiting }: { container: ContainerLike; waiting: WorkerLike }) {
  const { t, ready } = useNamespace(OFFLINE_TEXTS);
  if (!ready) return null;
  return (
    <p className="connection-banner update-notice">
      {t('update.text')}{' '}
      <button type="button" onClick={() => takeOver(container, waiting, () => window.location.reload())}>
        {t('update.reload')}
      </button>
    </p>
  );
}
