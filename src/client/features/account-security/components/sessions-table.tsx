// The table of a member's active sessions: site, browser family, first and last seen, the current
// one marked, and a button to end each other one. The dashboard and the administration use it.
import { formatDateTimeInText } from '@client/core/i18n/format';
import type { TFunction } from '@client/core/i18n/i18n';
import type { SessionListEntry } from '@shared/session-api';
import type { SecurityT } from './security-texts';

export function browserLabel(entry: Pick<SessionListEntry, 'browser' | 'platform'>, t: SecurityT): string {
  if (entry.browser && entry.platform) return t('sessions.browserOn', { browser: entry.browser, platform: entry.platform });
  return entry.browser ?? entry.platform ?? t('sessions.unknownBrowser');
}

interface SessionsTableProps {
  sessions: SessionListEntry[];
  t: SecurityT;
  tMain: TFunction;
  locale: string;
  busy: boolean;
  /** Ends a session; absent for the current one (logging out does that). */
  onEnd: (entry: SessionListEntry) => void;
  caption: string;
}

export function SessionsTable({ sessions, t, tMain, locale, busy, onEnd, caption }: SessionsTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="sessions-table" data-testid="sessions-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sessions.site')}</th>
            <th scope="col">{t('sessions.browser')}</th>
            <th scope="col">{t('sessions.started')}</th>
            <th scope="col">{t('sessions.lastSeen')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('sessions.end')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((entry) => {
            const site = entry.site ?? t('sessions.unknownSite');
            const browser = browserLabel(entry, t);
            return (
              <tr key={entry.id} data-current={entry.current || undefined}>
                <td>
                  <bdi>{site}</bdi>
                  {entry.current && <strong className="session-current"> ({t('sessions.current')})</strong>}
                </td>
                <td>
                  <bdi>{browser}</bdi>
                </td>
                <td>{formatDateTimeInText(new Date(entry.createdAt), locale, tMain)}</td>
                <td>{formatDateTimeInText(new Date(entry.lastSeenAt), locale, tMain)}</td>
                <td>
                  {!entry.current && (
                    <button type="button" disabled={busy} aria-label={t('sessions.endLabel', { site, browser })} onClick={() => onEnd(entry)}>
                      {t('sessions.end')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
