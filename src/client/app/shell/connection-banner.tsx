// 'Retry Connect…' while the API cannot be reached, then the maximum-retries notice (SPEC §4, §8).
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useAuth } from '@client/core/auth/auth-context';

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
