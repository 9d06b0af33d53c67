// Sign-up for a personal account (SPEC §6): email address and a chosen user name; the initial
// password comes by email.
import { PageLink } from '@client/core/pages/page-link';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@shared/accounts';
import { api } from '@client/lib/api';
import { useLanguage } from '@client/core/i18n/use-language';
import { type ErrorKey, NETWORK_ERROR_KEY, errorKeyOf } from '../model/account-errors';
import { type SignupField, hasErrors, validateSignup } from '../model/account-forms';
import { Field, focusFirstInvalid } from './field';
import { ACCOUNTS_TEXTS, useAccountsText } from './use-accounts-text';
import './accounts.css';
import { SubmitButton } from '@client/components/submit-button';
import { useTextTypedBeforeHydration } from '@client/components/typed-before-hydration';

const FIELDS: readonly SignupField[] = ['email', 'username'];

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [ACCOUNTS_TEXTS];

export function Component() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountsText();
  const { language } = useLanguage();
  const [values, setValues] = useState<Record<SignupField, string>>({ email: '', username: '' });
  const [touched, setTouched] = useState<Partial<Record<SignupField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<ErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = validateSignup(values);
  const shownError = (field: SignupField) => ((submitted || touched[field]) && errors[field] ? t(errors[field]) : null);

  const change = (field: SignupField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerError(null);
  };
  useTextTypedBeforeHydration(form, { email: [values.email, (text) => change('email', text)], username: [values.username, (text) => change('username', text)] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstInvalid('signup', FIELDS, errors);
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const email = values.email.trim();
      const result = await api.signup({ username: values.username.trim(), email, language: language.code });
      if (result.status === 200) setSentTo(email);
      else setServerError(errorKeyOf(result.status, result.error?.code));
    } catch {
      setServerError(NETWORK_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page narrow">
      <h1>{tMain('routes.signup')}</h1>
      {ready && (
        <>
          <div role="status" className={sentTo ? 'account-message' : undefined}>
            {sentTo && (
              <>
                <p>{t('signup.sent', { email: sentTo })}</p>
                <p>{t('signup.spam')}</p>
                <p>{t('signup.firstLogin')}</p>
              </>
            )}
          </div>
          {sentTo ? (
            <p>
              <PageLink to="/login">{t('signup.toLogin')}</PageLink>
            </p>
          ) : (
            <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
              <p>{t('signup.intro')}</p>
              <Field
                id="signup-email"
                label={t('form.email')}
                hint={t('signup.emailHint')}
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => change('email', event.target.value)}
                onBlur={() => setTouched((previous) => ({ ...previous, email: true }))}
                error={shownError('email')}
                required
                maxLength={EMAIL_MAX_LENGTH}
              />
              <Field
                id="signup-username"
                label={t('form.username')}
                hint={t('form.usernameHint')}
                name="username"
                autoComplete="username"
                value={values.username}
                onChange={(event) => change('username', event.target.value)}
                onBlur={() => setTouched((previous) => ({ ...previous, username: true }))}
                error={shownError('username')}
                required
                maxLength={USERNAME_MAX_LENGTH}
              />
              <p className="hint">{t('signup.passwordNote', { min: PASSWORD_MIN_LENGTH })}</p>
              {serverError && (
                <p className="error" role="alert">
                  {t(serverError)}
                </p>
              )}
              <div className="actions">
                <SubmitButton className="primary" disabled={busy}>
                  {busy ? t('form.sending') : t('signup.submit')}
                </SubmitButton>
              </div>
              <p>
                {t('signup.haveAccount')} <PageLink to="/login">{tMain('routes.login')}</PageLink>
              </p>
            </form>
          )}
        </>
      )}
    </article>
  );
}
