// 'Retry Connect…' while the API cannot be reached, then the maximum-retries notice (SPEC §4, §8).
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context';

export function ConnectionBanner() {
  const { t } = useTranslation();
  const { connection } = useAuth();
  if (connection.kind === 'ok') return null;
  return (
    <div className="connection-banner" role="status">
      {connection.kind === 'retrying' ? (
        t('shell.retryConnect')
      ) : (
        <>
          {t('shell.maxRetries')}{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </button>
        </>
      )}
    </div>
  );
}
