// The page a recovery link opens (issue 20). The link's secret travels in the fragment
// (#token=…), which the browser sends neither to the server nor in a Referer; the page reads it,
// drops it from the address bar, asks whether the link can still be used, and sets the new
// password, which ends every other session and logs in here.
import { passAccountHome, takesPartInSignOn } from '@client/core/auth/sign-in-handoff';
import { useSite } from '@client/core/site/site-context';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PASSWORD_ANY_KIND_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPasswordStrength } from '@shared/accounts';
import { useAuthController } from '@client/core/auth/auth-context';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { PageLink, inLanguage } from '@client/core/pages/page-link';
import { RESET_LINK_MINUTES, SECURITY_TEXTS, type SecurityKey, useSecurityText } from './security-texts';
import { securityApi } from './security-api';
import { SubmitButton } from '@client/components/submit-button';

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [SECURITY_TEXTS];

const RULE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, long: PASSWORD_ANY_KIND_LENGTH };
const PASSWORD_CODES: Record<string, SecurityKey> = {
  password_too_short: 'errors.too_short',
  password_too_long: 'errors.too_long',
  password_too_simple: 'errors.too_simple',
  password_contains_name: 'errors.contains_name',
};

type LinkState = { kind: 'checking' } | { kind: 'missing' } | { kind: 'invalid' } | { kind: 'usable'; token: string; name: string };

/** The token from '#token=…' (the mail's link). */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

export function Component() {
  const { t: tMain, i18n } = useTranslation();
  const { t, ready } = useSecurityText();
  const controller = useAuthController();
  const { local: localHost } = useSite();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: 'new' | 'repeat' | null; key: SecurityKey } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    let active = true;
    const checked: Promise<LinkState> = token
      ? securityApi.checkPasswordReset(token).then((result) => (result.status === 200 && result.body ? { kind: 'usable', token, name: result.body.name } : { kind: 'invalid' }))
      : Promise.resolve({ kind: 'missing' });
    checked.then(
      (state) => active && setLink(state),
      () => active && setLink({ kind: 'invalid' }),
    );
    return () => {
      active = false;
    };
  }, []);

  // The secret leaves the address bar (and the history entry) through the router, also after the
  // shell's own replacement of the address (?lang=) that carries the hash it saw.
  const location = useLocation();
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true, state: location.state });
  }, [location, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.kind !== 'usable') return;
    const problem = password ? checkPasswordStrength(password, link.name) : null;
    const local: typeof error = !password
      ? { field: 'new', key: 'errors.required' }
      : problem
        ? { field: 'new', key: `errors.${problem}` }
        : password !== repeat
          ? { field: 'repeat', key: 'errors.mismatch' }
          : null;
    if (local) {
      setError(local);
      document.getElementById(`reset-${local.field}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await securityApi.resetPassword({ token: link.token, newPassword: password });
      if (result.status === 200 && result.body) {
        await controller.loginSucceeded(result.body);
        // As after the login form: on a public host the account home learns the sign-in (single sign-on).
        const dashboard = inLanguage('/dashboard', i18n.language);
        if (takesPartInSignOn(localHost)) passAccountHome(dashboard);
        else void navigate(dashboard, { replace: true });
        return;
      }
      const code = result.error?.code ?? '';
      if (code === 'invalid_reset_link') setLink({ kind: 'invalid' });
      else setError({ field: PASSWORD_CODES[code] ? 'new' : null, key: PASSWORD_CODES[code] ?? (result.status === 429 ? 'errors.rate_limited' : 'errors.unknown') });
    } catch {
      setError({ field: null, key: 'errors.network' });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: 'new' | 'repeat') => (error?.field === field ? t(error.key, RULE_VALUES) : null);

  return (
    <article className="page narrow">
      <h1>{tMain('routes.reset-password')}</h1>
      {ready && (
        <div role="status">
          {link.kind === 'checking' && <p>{t('reset.checking')}</p>}
          {(link.kind === 'missing' || link.kind === 'invalid') && (
            <>
              <p className="notice">{link.kind === 'missing' ? t('reset.noToken') : t('reset.invalid', { minutes: RESET_LINK_MINUTES })}</p>
              <p>
                <PageLink to="/forgot-password">{t('reset.requestNew')}</PageLink>
              </p>
            </>
          )}
        </div>
      )}
      {ready && link.kind === 'usable' && (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('reset.intro', { name: link.name })}</p>
          {/* For password managers: the account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={link.name} readOnly hidden />
          <div className="field">
            <label htmlFor="reset-new">{t('reset.newPassword')}</label>
            <p id="reset-new-hint" className="hint">
              {t('reset.rule', RULE_VALUES)}
            </p>
            <input
              id="reset-new"
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={fieldError('new') ? true : undefined}
              aria-describedby={fieldError('new') ? 'reset-new-hint reset-new-error' : 'reset-new-hint'}
              required
              maxLength={PASSWORD_MAX_LENGTH}
            />
            {fieldError('new') && (
              <p id="reset-new-error" className="field-error">
                {fieldError('new')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="reset-repeat">{t('reset.repeat')}</label>
            <input
              id="reset-repeat"
              type="password"
              name="repeat-password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              aria-invalid={fieldError('repeat') ? true : undefined}
              aria-describedby={fieldError('repeat') ? 'reset-repeat-error' : undefined}
              required
              maxLength={PASSWORD_MAX_LENGTH}
            />
            {fieldError('repeat') && (
              <p id="reset-repeat-error" className="field-error">
                {fieldError('repeat')}
              </p>
            )}
          </div>
          <p className="hint">{t('reset.endsSessions')}</p>
          {error && error.field === null && (
            <p className="error" role="alert">
              {t(error.key, RULE_VALUES)}
            </p>
          )}
          <div className="actions">
            <SubmitButton className="primary" disabled={busy}>
              {t('reset.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </article>
  );
}
