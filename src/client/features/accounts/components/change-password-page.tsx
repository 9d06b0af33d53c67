// The password change (SPEC §6): current password, new password twice, with the strength rule shown.
// After a login with an initial password the member area waits here until a new password is chosen.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLocation, useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/accounts';
import { api } from '@client/lib/api';
import { useAuth, useAuthController } from '@client/core/auth/auth-context';
import { CHANGE_PASSWORD_PATH } from '@client/core/pages/page-services';
import { safeReturnPath } from '@shared/routes';
import { type ErrorKey, NETWORK_ERROR_KEY, errorKeyOf } from '../model/account-errors';
import { PASSWORD_ANY_KIND_LENGTH, type FieldErrors, type PasswordField, fieldOfError, hasErrors, validatePasswordChange } from '../model/account-forms';
import { Field, focusFirstInvalid } from './field';
import { ACCOUNTS_TEXTS, useAccountsText } from './use-accounts-text';
import './accounts.css';
import { SubmitButton } from '@client/components/submit-button';
import { useTextTypedBeforeHydration } from '@client/components/typed-before-hydration';

const FIELDS: readonly PasswordField[] = ['current', 'next', 'repeat'];
const RULE_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, long: PASSWORD_ANY_KIND_LENGTH };
/** Server error codes that belong to one field. */
const SERVER_FIELDS: Partial<Record<string, PasswordField>> = {
  wrong_password: 'current',
  password_too_short: 'next',
  password_too_long: 'next',
  password_too_simple: 'next',
  password_contains_name: 'next',
  password_unchanged: 'next',
};

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [ACCOUNTS_TEXTS];

export function Component() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountsText();
  const { user } = useAuth();
  const controller = useAuthController();
  const navigate = useNavigate();
  const location = useLocation();
  const wanted = safeReturnPath(new URLSearchParams(location.search).get('from') ?? (location.state as { from?: string } | null)?.from, '/dashboard');
  const destination = new URL(wanted, 'http://x').pathname !== CHANGE_PASSWORD_PATH ? wanted : '/dashboard';
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', repeat: '' });
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<PasswordField>>({});
  const [formError, setFormError] = useState<ErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const typed = (field: PasswordField) => [values[field], (text: string) => setValues((previous) => ({ ...previous, [field]: text }))] as const;
  useTextTypedBeforeHydration(form, { 'current-password': typed('current'), 'new-password': typed('next'), 'repeat-password': typed('repeat') });
  if (!user) return null;
  const errors = validatePasswordChange({ ...values, username: user.name });
  const shownError = (field: PasswordField) => {
    const key = serverErrors[field] ?? ((submitted || touched[field]) && errors[field]);
    return key ? t(key, RULE_VALUES) : null;
  };

  const change = (field: PasswordField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstInvalid('password', FIELDS, errors);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const result = await api.changePassword({ currentPassword: values.current, newPassword: values.next });
      if (result.status === 200) {
        await controller.check();
        void navigate(destination, { replace: true });
        return;
      }
      const key = errorKeyOf(result.status, result.error?.code);
      const field = fieldOfError(result.error?.code, SERVER_FIELDS);
      if (field) {
        setServerErrors({ [field]: key });
        document.getElementById(`password-${field}`)?.focus();
      } else setFormError(key);
    } catch {
      setFormError(NETWORK_ERROR_KEY);
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: PasswordField) => ({
    id: `password-${field}`,
    type: 'password',
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => setTouched((previous) => ({ ...previous, [field]: true })),
    error: shownError(field),
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
  });

  return (
    <article className="page narrow">
      <h1>{tMain('routes.change-password')}</h1>
      {ready && (
        <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
          {user.mustChangePassword ? (
            <p className="notice" role="status">
              {t('changePassword.forced')}
            </p>
          ) : (
            <p>{t('changePassword.intro')}</p>
          )}
          <Field {...fieldProps('current')} label={t('changePassword.current')} name="current-password" autoComplete="current-password" />
          <Field
            {...fieldProps('next')}
            label={t('changePassword.new')}
            hint={t('changePassword.rule', RULE_VALUES)}
            name="new-password"
            autoComplete="new-password"
          />
          <Field {...fieldProps('repeat')} label={t('changePassword.repeat')} name="repeat-password" autoComplete="new-password" />
          {formError && (
            <p className="error" role="alert">
              {t(formError, RULE_VALUES)}
            </p>
          )}
          <div className="actions">
            <SubmitButton className="primary" disabled={busy}>
              {busy ? t('form.sending') : t('changePassword.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </article>
  );
}
