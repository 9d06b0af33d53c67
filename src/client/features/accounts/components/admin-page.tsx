// The administration of personal accounts (SPEC §6), for the roles admin and owner: the accounts with
// their flags, roles, validity and mail, a form to create one, and the audit log.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { AdminUser, AuditEntry } from '@shared/api-types';
import type { AccountPatch } from '@shared/api-types';
import { type ApiResult, api } from '@client/lib/api';
import { useAuth } from '@client/core/auth/auth-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { type ErrorKey, NETWORK_ERROR_KEY, errorKeyOf } from '../model/account-errors';
import { isPrivileged, knownMailStatus, mayEditRoles, newestFirst } from '../model/admin-rules';
import { AccountRow } from './account-row';
import { AuditLog } from './audit-log';
import { CreateAccountForm } from './create-account-form';
import { ACCOUNTS_TEXTS, useAccountsText } from './use-accounts-text';
import './accounts.css';

type Message = { kind: 'status' | 'alert'; text: string } | null;

interface AdminData {
  users: AdminUser[];
  entries: AuditEntry[];
}

async function loadAdminData(): Promise<{ data: AdminData | null; error: ErrorKey | null; forbidden: boolean }> {
  try {
    const [users, audit] = await Promise.all([api.adminUsers(), api.adminAudit()]);
    if (users.status === 403 && users.error?.code === 'forbidden') return { data: null, error: null, forbidden: true };
    if (!users.body || !audit.body) {
      const failed = users.body ? audit : users;
      return { data: null, error: errorKeyOf(failed.status, failed.error?.code), forbidden: false };
    }
    return { data: { users: users.body.users, entries: newestFirst(audit.body.entries) }, error: null, forbidden: false };
  } catch {
    return { data: null, error: NETWORK_ERROR_KEY, forbidden: false };
  }
}

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [ACCOUNTS_TEXTS];

export function Component() {
  const { t: tMain } = useTranslation();
  const { t, ready } = useAccountsText();
  const { user } = useAuth();
  const { language } = useLanguage();
  const privileged = Boolean(user && isPrivileged(user.roles));
  const [data, setData] = useState<AdminData | null>(null);
  const [loadError, setLoadError] = useState<ErrorKey | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!privileged) return;
    let active = true;
    void loadAdminData().then((result) => {
      if (!active) return;
      setForbidden(result.forbidden);
      setLoadError(result.error);
      if (result.data) setData(result.data);
    });
    return () => {
      active = false;
    };
  }, [privileged, generation]);

  /** Runs one change, reports it, and reloads the lists. */
  const run = useCallback(
    async (work: () => Promise<ApiResult<unknown>>, success: (result: ApiResult<unknown>) => string): Promise<boolean> => {
      setBusy(true);
      setMessage(null);
      try {
        const result = await work();
        if (result.status === 200) {
          setMessage({ kind: 'status', text: success(result) });
          return true;
        }
        setMessage({ kind: 'alert', text: t(errorKeyOf(result.status, result.error?.code)) });
        return false;
      } catch {
        setMessage({ kind: 'alert', text: t(NETWORK_ERROR_KEY) });
        return false;
      } finally {
        setBusy(false);
        setGeneration((value) => value + 1);
      }
    },
    [t],
  );

  if (!user) return null;
  if (!privileged || forbidden) {
    return (
      <article className="page">
        <h1>{tMain('routes.admin')}</h1>
        {ready && <p className="notice">{t('admin.notEntitled')}</p>}
      </article>
    );
  }

  const update = (name: string, patch: AccountPatch) => run(() => api.adminUpdateUser(name, patch), () => t('admin.updated', { name }));
  const remove = (name: string) => {
    if (!window.confirm(t('admin.confirmDelete', { name }))) return;
    void run(() => api.adminDeleteUser(name), () => t('admin.deleted', { name }));
  };
  const resend = (name: string) =>
    void run(
      () => api.adminResendInitialPassword(name),
      (result) => {
        const status = (result.body as { mail?: string } | null)?.mail ?? 'unknown';
        const known = knownMailStatus(status);
        return t('admin.resent', { name, status: known ? t(`admin.mailStatus.${known}`) : status });
      },
    );

  return (
    <article className="page accounts-admin">
      <h1>{tMain('routes.admin')}</h1>
      {ready && (
        <>
          <section className="admin-section" aria-labelledby="admin-accounts">
            <h2 id="admin-accounts">{t('admin.accounts')}</h2>
            <div role="status">{message?.kind === 'status' && <p className="success">{message.text}</p>}</div>
            {message?.kind === 'alert' && (
              <p className="error" role="alert">
                {message.text}
              </p>
            )}
            {loadError && (
              <p className="error" role="alert">
                {t(loadError)}
              </p>
            )}
            {!data && !loadError && <p>{t('admin.loading')}</p>}
            {data && (
              <div className="table-scroll" role="region" aria-labelledby="admin-accounts" tabIndex={0}>
                <table className="accounts-table" data-testid="accounts-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.columns.account')}</th>
                      <th scope="col">{t('admin.columns.permissions')}</th>
                      <th scope="col">{t('admin.columns.roles')}</th>
                      <th scope="col">{t('admin.columns.validity')}</th>
                      <th scope="col">{t('admin.columns.lastLogin')}</th>
                      <th scope="col">{t('admin.columns.status')}</th>
                      <th scope="col">{t('admin.columns.mail')}</th>
                      <th scope="col">{t('admin.columns.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.users.map((account) => (
                      <AccountRow
                        key={`${account.name}|${account.validFrom}|${account.validTo}`}
                        account={account}
                        actorName={user.name}
                        actorRoles={user.roles}
                        rolesEditable={mayEditRoles(user.roles)}
                        locale={language.locale}
                        busy={busy}
                        t={t}
                        onUpdate={update}
                        onDelete={remove}
                        onResend={resend}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <CreateAccountForm t={t} defaultLanguage={language.code} onCreated={() => setGeneration((value) => value + 1)} />
          {data && <AuditLog entries={data.entries} t={t} locale={language.locale} />}
        </>
      )}
    </article>
  );
}
