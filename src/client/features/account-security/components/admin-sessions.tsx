// The administration's view of an account's sessions (issue 20): pick an account, see its active
// sessions and end one or all of them, after asking. The server checks the role and that only the
// owner touches an owner's sessions.
import { type FormEvent, useState } from 'react';
import type { SessionListEntry } from '@shared/session-api';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { SessionsTable, browserLabel } from './sessions-table';
import { useSecurityText } from './security-texts';
import { securityApi } from './security-api';
import './account-security.css';
import { SubmitButton } from '@client/components/submit-button';

export function AdminSessions({ accounts }: { accounts: readonly string[] }) {
  const { t: tMain } = useTranslation();
  const { t, ready } = useSecurityText();
  const { language } = useLanguage();
  const [chosen, setChosen] = useState(accounts[0] ?? '');
  const [shown, setShown] = useState<{ name: string; sessions: SessionListEntry[] } | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (name: string) => {
    const result = await securityApi.sessionsOf(name);
    if (result.status === 200 && result.body) setShown({ name, sessions: result.body.sessions });
    else {
      setShown(null);
      setMessage({ kind: 'alert', text: t('sessions.error') });
    }
  };

  const run = async (work: () => Promise<{ status: number }>, name: string, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await work();
      setMessage(result.status === 200 ? { kind: 'status', text: done } : { kind: 'alert', text: t('sessions.error') });
      await load(name);
    } catch {
      setMessage({ kind: 'alert', text: t('sessions.error') });
    } finally {
      setBusy(false);
    }
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setBusy(true);
    load(chosen)
      .catch(() => setMessage({ kind: 'alert', text: t('sessions.error') }))
      .finally(() => setBusy(false));
  };

  if (!ready) return null;
  return (
    <section className="admin-section sessions-section" aria-labelledby="admin-sessions">
      <h2 id="admin-sessions">{t('admin.heading')}</h2>
      <form className="form inline-form" onSubmit={show}>
        <div className="field">
          <label htmlFor="admin-sessions-account">{t('admin.account')}</label>
          <select id="admin-sessions-account" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {accounts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <SubmitButton disabled={busy || !chosen}>
            {t('admin.show')}
          </SubmitButton>
        </div>
      </form>
      <div role="status">{message?.kind === 'status' && <p className="success">{message.text}</p>}</div>
      {message?.kind === 'alert' && (
        <p className="error" role="alert">
          {message.text}
        </p>
      )}
      {shown && (
        <>
          <h3>{t('admin.of', { name: shown.name })}</h3>
          {shown.sessions.length ? (
            <>
              <SessionsTable
                sessions={shown.sessions}
                t={t}
                tMain={tMain}
                locale={language.locale}
                busy={busy}
                caption={t('admin.of', { name: shown.name })}
                onEnd={(entry) => {
                  if (!window.confirm(t('admin.confirmEnd', { name: shown.name, site: entry.site ?? t('sessions.unknownSite'), browser: browserLabel(entry, t) }))) return;
                  void run(() => securityApi.endSessionOf(shown.name, entry.id), shown.name, t('sessions.ended'));
                }}
              />
              <div className="actions">
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(t('admin.confirmEndAll', { name: shown.name }))) return;
                    void run(() => securityApi.endAllSessionsOf(shown.name), shown.name, t('admin.endedAll', { name: shown.name }));
                  }}
                >
                  {t('admin.endAll', { name: shown.name })}
                </button>
              </div>
            </>
          ) : (
            <p>{t('admin.none')}</p>
          )}
        </>
      )}
    </section>
  );
}
