// The audit log of the administration: who did what to which account, and when; newest first.
import type { AuditEntry } from '@shared/api-types';
import { type AuditDetail, auditActionKey, knownMailStatus, knownRole, parseAuditDetails } from '../model/admin-rules';
import { formatDate, formatDateTime, lastValidDay } from '../model/validity';
import type { AccountsT } from './use-accounts-text';

interface AuditLogProps {
  entries: AuditEntry[];
  t: AccountsT;
  locale: string;
}

const FIELD_KEYS = ['username', 'email', 'language', 'entitled', 'internal', 'roles', 'validFrom', 'validTo', 'disabled'] as const;

function fieldKey(name: string): (typeof FIELD_KEYS)[number] | null {
  return FIELD_KEYS.find((key) => key === name) ?? null;
}

function fieldValue(name: string, value: string | number | boolean | null | string[], t: AccountsT, locale: string): string {
  if (value === null || value === '') return t('admin.audit.none');
  if (typeof value === 'boolean') return value ? t('admin.yes') : t('admin.no');
  if (Array.isArray(value)) return value.length ? value.map((role) => {
          const known = knownRole(role);
          return known ? t(`admin.role.${known}`) : role;
        }).join(', ') : t('admin.audit.none');
  if ((name === 'validFrom' || name === 'validTo') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    const date = new Date(value);
    return formatDate(name === 'validTo' ? lastValidDay(date) : date, locale);
  }
  return String(value);
}

function Details({ action, detail, t, locale }: { action: string; detail: AuditDetail | null; t: AccountsT; locale: string }) {
  if (!detail) return null;
  if (detail.kind === 'text') {
    const status = action === 'resend' ? knownMailStatus(detail.text) : null;
    return <>{status ? t(`admin.mailStatus.${status}`) : detail.text}</>;
  }
  return (
    <ul className="audit-details">
      {detail.fields.map((field) => {
        const key = fieldKey(field.name);
        return (
          <li key={field.name}>
            {key ? t(`admin.audit.fields.${key}`) : field.name}: {fieldValue(field.name, field.value, t, locale)}
          </li>
        );
      })}
    </ul>
  );
}

export function AuditLog({ entries, t, locale }: AuditLogProps) {
  return (
    <section className="admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">{t('admin.audit.heading')}</h2>
      {entries.length === 0 ? (
        <p>{t('admin.audit.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="admin-audit" tabIndex={0}>
          <table className="accounts-table" data-testid="audit-log">
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
                <th scope="col">{t('admin.audit.what')}</th>
                <th scope="col">{t('admin.audit.target')}</th>
                <th scope="col">{t('admin.audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const actionKey = auditActionKey(entry.action);
                return (
                  <tr key={`${entry.at}-${index}`}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(new Date(entry.at), locale)}</time>
                    </td>
                    <td>{entry.actor === 'visitor' ? t('admin.audit.visitor') : entry.actor}</td>
                    <td>{actionKey ? t(`admin.audit.actions.${actionKey}`) : entry.action}</td>
                    <td>{entry.target ?? t('admin.audit.none')}</td>
                    <td>
                      <Details action={entry.action} detail={parseAuditDetails(entry.details)} t={t} locale={locale} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
