// The dashboard's list of the member's sessions (issue 20): ends one or all others, after asking.
import { useEffect, useState } from 'react';
import type { SessionListEntry } from '@shared/session-api';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { SessionsTable, browserLabel } from './sessions-table';
import { useSecurityText } from './security-texts';
import { securityApi } from './security-api';
import './account-security.css';

export function MySessions() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useSecurityText();
  const { language } = useLanguage();
  const [sessions, setSessions] = useState<SessionListEntry[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const [generation, setGeneration] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    securityApi.sessions().then(
      (result) => {
        if (!active) return;
        setLoadFailed(!(result.status === 200 && result.body));
        if (result.status === 200 && result.body) setSessions(result.body.sessions);
      },
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [generation]);

  const run = async (work: () => Promise<{ status: number }>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await work();
      setMessage(result.status === 200 ? { kind: 'status', text: done } : { kind: 'alert', text: t('sessions.error') });
    } catch {
      setMessage({ kind: 'alert', text: t('sessions.error') });
    } finally {
      setBusy(false);
      setGeneration((value) => value + 1);
    }
  };

  const end = (entry: SessionListEntry) => {
    if (!window.confirm(t('sessions.confirmEnd', { site: entry.site ?? t('sessions.unknownSite'), browser: browserLabel(entry, t) }))) return;
    void run(() => securityApi.endSession(entry.id), t('sessions.ended'));
  };
  const endOthers = () => {
    if (!window.confirm(t('sessions.confirmEndOthers'))) return;
    void run(() => securityApi.endOtherSessions(), t('sessions.endedOthers'));
  };

  if (!ready) return null;
  const others = sessions?.filter((entry) => !entry.current).length ?? 0;
  return (
    <section aria-labelledby="my-sessions" className="sessions-section">
      <h2 id="my-sessions">{t('sessions.heading')}</h2>
      <p>{t('sessions.intro')}</p>
      <div role="status">{message?.kind === 'status' && <p className="success">{message.text}</p>}</div>
      {(message?.kind === 'alert' || loadFailed) && (
        <p className="error" role="alert">
          {message?.kind === 'alert' ? message.text : t('sessions.error')}
        </p>
      )}
      {!sessions && !loadFailed && <p>{t('sessions.loading')}</p>}
      {sessions && (
        <>
          <SessionsTable sessions={sessions} t={t} tMain={tMain} locale={language.locale} busy={busy} onEnd={end} caption={t('sessions.heading')} />
          <p className="hint">{t('sessions.lastSeenNote')}</p>
          {others > 0 ? (
            <div className="actions">
              <button type="button" disabled={busy} onClick={endOthers}>
                {t('sessions.endOthers')}
              </button>
            </div>
          ) : (
            <p>{t('sessions.none')}</p>
          )}
        </>
      )}
    </section>
  );
}
