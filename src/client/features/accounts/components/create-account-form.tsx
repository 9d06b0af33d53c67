// Creates a personal account from the administration; the server mails the initial password.
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@shared/accounts';
import { type FormEvent, useState } from 'react';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { type AdminCreateRequest, api } from '@client/lib/api';
import { NETWORK_ERROR_KEY, errorKeyOf } from '../model/account-errors';
import { type FieldErrors, type SignupField, hasErrors, validateSignup } from '../model/account-forms';
import { isValidityOrdered, validityBound } from '../model/validity';
import { Field, focusFirstInvalid } from './field';
import type { AccountsT } from './use-accounts-text';
import { SubmitButton } from '@client/components/submit-button';

interface CreateAccountFormProps {
  t: AccountsT;
  defaultLanguage: LanguageCode;
  onCreated(): void;
}

type CreateField = SignupField | 'validTo';
const FIELDS: readonly CreateField[] = ['username', 'email', 'validTo'];

interface Draft {
  username: string;
  email: string;
  language: LanguageCode;
  entitled: boolean;
  internal: boolean;
  validFrom: string;
  validTo: string;
}

export function CreateAccountForm({ t, defaultLanguage, onCreated }: CreateAccountFormProps) {
  const empty: Draft = { username: '', email: '', language: defaultLanguage, entitled: false, internal: false, validFrom: '', validTo: '' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const validFrom = validityBound(draft.validFrom, 'from');
  const validTo = validityBound(draft.validTo, 'to');
  const errors: FieldErrors<CreateField> = {
    ...validateSignup(draft),
    ...(isValidityOrdered(validFrom, validTo) ? {} : { validTo: 'errors.invalid_validity' }),
  };
  const shownError = (field: CreateField) => (submitted && errors[field] ? t(errors[field]) : null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) {
      focusFirstInvalid('create', FIELDS, errors);
      return;
    }
    const username = draft.username.trim();
    const email = draft.email.trim();
    const request: AdminCreateRequest = {
      username,
      email,
      language: draft.language,
      entitled: draft.entitled,
      internal: draft.internal,
      ...(validFrom ? { validFrom } : {}),
      ...(validTo ? { validTo } : {}),
    };
    setBusy(true);
    setResult(null);
    try {
      const answer = await api.adminCreateUser(request);
      if (answer.status === 200) {
        setResult({ kind: 'status', text: t('admin.create.created', { name: username, email }) });
        setDraft({ ...empty, language: draft.language });
        setSubmitted(false);
        onCreated();
      } else {
        setResult({ kind: 'alert', text: t(errorKeyOf(answer.status, answer.error?.code)) });
      }
    } catch {
      setResult({ kind: 'alert', text: t(NETWORK_ERROR_KEY) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-create">
      <h2 id="admin-create">{t('admin.create.heading')}</h2>
      <form className="form create-account" onSubmit={(event) => void submit(event)} noValidate>
        <div className="form-row">
          <Field
            id="create-username"
            label={t('form.username')}
            hint={t('form.usernameHint')}
            value={draft.username}
            onChange={(event) => set('username', event.target.value)}
            error={shownError('username')}
            autoComplete="off"
            required
            maxLength={USERNAME_MAX_LENGTH}
          />
          <Field
            id="create-email"
            label={t('form.email')}
            type="email"
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
            error={shownError('email')}
            autoComplete="off"
            required
            maxLength={EMAIL_MAX_LENGTH}
          />
        </div>
        <div className="field">
          <label htmlFor="create-language">{t('admin.create.language')}</label>
          <select id="create-language" value={draft.language} onChange={(event) => set('language', event.target.value as LanguageCode)}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={LANGUAGES[code].locale}>
                {LANGUAGES[code].name}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={draft.entitled} onChange={(event) => set('entitled', event.target.checked)} />
          {t('admin.create.entitled')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={draft.internal} onChange={(event) => set('internal', event.target.checked)} />
          {t('admin.create.internal')}
        </label>
        <div className="form-row">
          <Field
            id="create-validFrom"
            label={t('admin.create.validFrom')}
            type="date"
            value={draft.validFrom}
            onChange={(event) => set('validFrom', event.target.value)}
          />
          <Field
            id="create-validTo"
            label={t('admin.create.validTo')}
            type="date"
            value={draft.validTo}
            onChange={(event) => set('validTo', event.target.value)}
            error={shownError('validTo')}
          />
        </div>
        <p className="hint">{t('admin.create.validityHint')}</p>
        <div role="status">{result?.kind === 'status' && <p className="success">{result.text}</p>}</div>
        {result?.kind === 'alert' && (
          <p className="error" role="alert">
            {result.text}
          </p>
        )}
        <div className="actions">
          <SubmitButton className="primary" disabled={busy}>
            {busy ? t('form.sending') : t('admin.create.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
