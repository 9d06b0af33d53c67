// The unsubscribe link of our emails (SPEC §6): explains, and stops all mail to the address on confirmation.
import { useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useSearchParams } from 'react-router';
import { api } from '@client/lib/api';
import { type ErrorKey, NETWORK_ERROR_KEY, errorKeyOf } from '../model/account-errors';
import { ACCOUNTS_TEXTS, useAccountsText } from './use-accounts-text';
import './accounts.css';

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [ACCOUNTS_TEXTS];

export function Component() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountsText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(token ? null : 'errors.invalid_token');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await api.unsubscribe(token);
      if (result.status === 200) setDone(true);
      else setError(errorKeyOf(result.status, result.error?.code));
    } catch {
      setError(NETWORK_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page narrow">
      <h1>{tMain('routes.unsubscribe')}</h1>
      {ready && (
        <>
          <div role="status" className={done ? 'account-message' : undefined}>
            {done && <p>{t('unsubscribe.done')}</p>}
          </div>
          {!done && (
            <>
              <p>{t('unsubscribe.intro')}</p>
              <p>{t('unsubscribe.explain')}</p>
              {error && (
                <p className="error" role="alert">
                  {t(error)}
                </p>
              )}
              {token && (
                <button type="button" className="primary" disabled={busy} onClick={() => void confirm()}>
                  {t('unsubscribe.confirm')}
                </button>
              )}
            </>
          )}
        </>
      )}
    </article>
  );
}
