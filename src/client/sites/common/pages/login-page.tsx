// The login form (SPEC §2): user name, email address, password, submit; errors in the active language.
import { PageLink, inLanguage } from '@client/core/pages/page-link';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { MainKey } from '@client/core/i18n/translation-keys';
import { useLocation, useNavigate } from 'react-router';
import type { DebugData } from '@shared/api-types';
import { safeReturnPath } from '@shared/routes';
import { useAuth, useAuthController } from '@client/core/auth/auth-context';
import { passAccountHome, takesPartInSignOn, useAskAccountHome } from '@client/core/auth/sign-in-handoff';
import { useSite } from '@client/core/site/site-context';
import { formatDateTimeInText } from '@client/core/i18n/format';
import { useLanguage } from '@client/core/i18n/use-language';
import { api } from '@client/lib/api';
import { PasskeySignIn } from '@client/features/passkeys/components/passkey-sign-in';
import { PASSKEY_TEXTS } from '@client/features/passkeys/components/passkey-texts';
import { usePasskeyPlace } from '@client/features/passkeys/components/relying-party';
import { SubmitButton } from '@client/components/submit-button';
import { useTextTypedBeforeHydration } from '@client/components/typed-before-hydration';

/** Loaded before the page renders: the passkey button's texts. */
export const namespaces = [PASSKEY_TEXTS];

function errorKey(status: number, code: string | undefined): MainKey {
  if (status === 401) return 'login.errors.invalid';
  if (status === 403 && code === 'account_disabled') return 'login.errors.disabled';
  if (status === 403 && code === 'account_not_valid') return 'login.errors.notValid';
  if (status === 429) return 'login.errors.rateLimited';
  if (status === 400 && code === 'https_required') return 'login.errors.https';
  return 'login.errors.unknown';
}

export function Component() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const controller = useAuthController();
  const { user, expired, loading } = useAuth();
  const { local } = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath(new URLSearchParams(location.search).get('from') ?? (location.state as { from?: string } | null)?.from, '/dashboard');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [debugUser, setDebugUser] = useState<DebugData['user'] | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // What was typed before hydration stays: the next render (the session's state arriving) would clear it.
  useTextTypedBeforeHydration(form, { username: [username, setUsername], email: [email, setEmail], password: [password, setPassword] });

  useAskAccountHome(from, local, user !== null, loading);
  // The browser offers the passkeys in the user name's autofill where they are used (conditional UI).
  const passkeysHere = usePasskeyPlace().here;

  // The session's state machine arrives while the visitor types, not after the login answered.
  useEffect(() => controller.prepare(), [controller]);

  useEffect(() => {
    let active = true;
    api.debugData().then(
      (result) => {
        if (active && result.status === 200 && result.body?.debug) setDebugUser(result.body.user);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.errors.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api.login({ username: username.trim(), password, ...(email.trim() ? { email: email.trim() } : {}) });
      if (result.status === 200 && result.body) {
        await controller.loginSucceeded(result.body);
        // Single sign-on: the account home learns the sign-in on the way back to `from`, in the
        // language the visitor was reading (the address the browser lands on names it).
        const destination = inLanguage(from, language.code);
        if (takesPartInSignOn(local)) passAccountHome(destination);
        else void navigate(destination, { replace: true });
        return;
      }
      setError(t(errorKey(result.status, result.error?.code), { count: result.retryAfterSeconds ?? 60 }));
    } catch {
      setError(t('login.errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page narrow">
      <h1>{t('login.heading')}</h1>
      {expired && (
        <p className="notice" role="status">
          {t('login.expired', { name: expired.userName, time: formatDateTimeInText(new Date(expired.exp * 1000), language.locale, t) })}
        </p>
      )}
      {user ? (
        <p>
          {t('login.alreadyIn', { name: user.name })} <PageLink to="/dashboard">{t('routes.dashboard')}</PageLink>
        </p>
      ) : (
        <>
          <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p>{t('login.intro')}</p>
            <label>
              {t('login.username')}
              <input name="username" autoComplete={passkeysHere ? 'username webauthn' : 'username'} value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={64} />
            </label>
            <label>
              {t('login.email')} <span className="hint">({t('login.emailHint')})</span>
              <input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
            </label>
            <label>
              {t('login.password')}
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                maxLength={256}
              />
            </label>
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <div className="actions">
              <SubmitButton className="primary" disabled={busy}>
                {busy ? t('login.submitting') : t('login.submit')}
              </SubmitButton>
              {debugUser && (
                <button
                  type="button"
                  onClick={() => {
                    setUsername(debugUser.name);
                    setPassword(debugUser.pass);
                  }}
                >
                  {t('login.debugFill')}
                </button>
              )}
            </div>
          </form>
          <PasskeySignIn from={inLanguage(from, language.code)} />
          <p>
            <PageLink to="/forgot-password">{t('routes.forgot-password')}</PageLink>
          </p>
          <p>
            <PageLink to="/signup">{t('routes.signup')}</PageLink>
          </p>
        </>
      )}
    </article>
  );
}
