// The dashboard's passkeys (issue 20): the member's list (name, added, last used) with removal after
// asking, on every site; adding one where the passkeys' relying party is — the account home (or a
// local host) — and elsewhere a link to the account home's dashboard, where they are added.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyEntry } from '@shared/passkey-api';
import { Ltr } from '@client/components/ltr';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { formatDateTimeInText } from '@client/core/i18n/format';
import { useLanguage } from '@client/core/i18n/use-language';
import { passkeysApi } from './passkeys-api';
import { usePasskeyText } from './passkey-texts';
import { usePasskeyPlace, usePasskeysSupported } from './relying-party';
import { SubmitButton } from '@client/components/submit-button';
import { useTextTypedBeforeHydration } from '@client/components/typed-before-hydration';

type Message = { kind: 'status' | 'alert'; text: string };

/**
 * The account home's dashboard, reached through its landing page (single sign-on): a navigation
 * another site started does not carry the SameSite=Strict session cookie, the landing's own request does.
 */
const ACCOUNT_HOME_DASHBOARD = '/sign-in/landing?to=%2Fdashboard';

export function MyPasskeys() {
  const { t: tMain } = useTranslation();
  const { t, ready } = usePasskeyText();
  const { language } = useLanguage();
  const place = usePasskeyPlace();
  const [passkeys, setPasskeys] = useState<PasskeyEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTextTypedBeforeHydration(form, { 'passkey-name': [name, setName] });
  // The server renders the form (every supported browser has passkeys); a browser without them drops it after hydration.
  const supported = usePasskeysSupported();

  useEffect(() => {
    let active = true;
    passkeysApi.list().then(
      (result) => {
        if (!active) return;
        setLoadFailed(!(result.status === 200 && result.body));
        if (result.status === 200 && result.body) setPasskeys(result.body.passkeys);
      },
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [generation]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMessage({ kind: 'alert', text: t('passkeys.nameRequired') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const options = await passkeysApi.registrationOptions();
      if (options.status !== 200 || !options.body) throw new Error('no options');
      const response = await startRegistration({ optionsJSON: options.body });
      const added = await passkeysApi.register({ name: name.trim(), response } as Parameters<typeof passkeysApi.register>[0]);
      if (added.status !== 200) throw new Error('refused');
      setName('');
      setMessage({ kind: 'status', text: t('passkeys.added') });
    } catch {
      setMessage({ kind: 'alert', text: t('passkeys.addFailed') });
    } finally {
      setBusy(false);
      setGeneration((value) => value + 1);
    }
  };

  const remove = async (entry: PasskeyEntry) => {
    if (!window.confirm(t('passkeys.confirmRemove', { name: entry.name }))) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await passkeysApi.remove(entry.id);
      setMessage(result.status === 200 ? { kind: 'status', text: t('passkeys.removed') } : { kind: 'alert', text: t('passkeys.error') });
    } catch {
      setMessage({ kind: 'alert', text: t('passkeys.error') });
    } finally {
      setBusy(false);
      setGeneration((value) => value + 1);
    }
  };

  if (!ready) return null;
  return (
    <section aria-labelledby="passkeys-heading" id="passkeys" className="sessions-section">
      <h2 id="passkeys-heading">{t('passkeys.heading')}</h2>
      <p>
        {t('passkeys.intro')} {place.home ? <Ltr>{place.home}</Ltr> : null}
      </p>
      <div role="status">{message?.kind === 'status' && <p className="success">{message.text}</p>}</div>
      {(message?.kind === 'alert' || loadFailed) && (
        <p className="error" role="alert">
          {message?.kind === 'alert' ? message.text : t('passkeys.error')}
        </p>
      )}
      {!passkeys && !loadFailed && <p>{t('passkeys.loading')}</p>}
      {passkeys && passkeys.length === 0 && <p>{t('passkeys.none')}</p>}
      {passkeys && passkeys.length > 0 && (
        <div className="table-scroll" role="region" aria-label={t('passkeys.heading')} tabIndex={0}>
          <table className="sessions-table" data-testid="passkeys-table">
            <caption className="visually-hidden">{t('passkeys.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('passkeys.columnName')}</th>
                <th scope="col">{t('passkeys.columnCreated')}</th>
                <th scope="col">{t('passkeys.columnLastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('passkeys.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <bdi>{entry.name}</bdi>
                  </td>
                  <td>{formatDateTimeInText(new Date(entry.createdAt), language.locale, tMain)}</td>
                  <td>{entry.lastUsedAt ? formatDateTimeInText(new Date(entry.lastUsedAt), language.locale, tMain) : t('passkeys.never')}</td>
                  <td>
                    <button type="button" disabled={busy} aria-label={t('passkeys.removeLabel', { name: entry.name })} onClick={() => void remove(entry)}>
                      {t('passkeys.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {place.here ? (
        supported ? (
          <form ref={form} className="form" onSubmit={(event) => void add(event)} noValidate>
            <label>
              {t('passkeys.name')} <span className="hint">({t('passkeys.nameHint')})</span>
              <input name="passkey-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={PASSKEY_NAME_MAX_LENGTH} autoComplete="off" />
            </label>
            <div className="actions">
              <SubmitButton className="primary" disabled={busy}>
                {busy ? t('passkeys.adding') : t('passkeys.add')}
              </SubmitButton>
            </div>
          </form>
        ) : (
          <p className="hint">{t('passkeys.unsupported')}</p>
        )
      ) : (
        <p>
          <a href={place.at(ACCOUNT_HOME_DASHBOARD)}>{t('passkeys.addHere')}</a>
        </p>
      )}
    </section>
  );
}
