// "Forgot your password?" (issue 20): the user name or email address; the answer is the same
// whether or not an account matches, and says whom shared accounts (without an address) ask.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { PageLink } from '@client/core/pages/page-link';
import { useSite } from '@client/core/site/site-context';
import { RESET_LINK_MINUTES, SECURITY_TEXTS, type SecurityKey, useSecurityText } from './security-texts';
import { securityApi } from './security-api';
import { SubmitButton } from '@client/components/submit-button';
import { useTextTypedBeforeHydration } from '@client/components/typed-before-hydration';

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [SECURITY_TEXTS];

export function Component() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useSecurityText();
  const { language } = useLanguage();
  const { ownerName } = useSite();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<SecurityKey | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTextTypedBeforeHydration(form, { username: [login, setLogin] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim()) {
      setError('forgot.required');
      document.getElementById('forgot-login')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await securityApi.requestPasswordReset({ login: login.trim(), language: language.code });
      if (result.status === 200) setSent(true);
      else setError(result.status === 429 ? 'errors.rate_limited' : 'errors.unknown');
    } catch {
      setError('errors.network');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page narrow">
      <h1>{tMain('routes.forgot-password')}</h1>
      {ready && (
        <>
          <div role="status">
            {sent && (
              <>
                <p>{t('forgot.sent', { minutes: RESET_LINK_MINUTES })}</p>
                <p>{t('forgot.spam')}</p>
              </>
            )}
          </div>
          {!sent && (
            <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
              <p>{t('forgot.intro')}</p>
              <div className="field">
                <label htmlFor="forgot-login">{t('forgot.login')}</label>
                <input
                  id="forgot-login"
                  name="username"
                  autoComplete="username"
                  value={login}
                  onChange={(event) => {
                    setLogin(event.target.value);
                    setError(null);
                  }}
                  aria-invalid={error === 'forgot.required' ? true : undefined}
                  aria-describedby={error ? 'forgot-error' : undefined}
                  required
                  maxLength={254}
                />
              </div>
              {error && (
                <p id="forgot-error" className="error" role="alert">
                  {t(error)}
                </p>
              )}
              <div className="actions">
                <SubmitButton className="primary" disabled={busy}>
                  {t('forgot.submit')}
                </SubmitButton>
              </div>
            </form>
          )}
          <p className="hint">{t('forgot.shared', { owner: ownerName })}</p>
          <p>
            {sent && (
              <>
                <button type="button" className="link-button" onClick={() => setSent(false)}>
                  {t('forgot.again')}
                </button>{' '}
              </>
            )}
            <PageLink to="/login">{t('forgot.backToLogin')}</PageLink>
          </p>
        </>
      )}
    </article>
  );
}
