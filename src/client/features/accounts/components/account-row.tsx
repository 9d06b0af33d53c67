// One account in the administration table: flags, roles and validity to change, the state of its
// initial-password mail, and the actions disable, resend and delete.
import { Ltr } from '@client/components/ltr';
import { type FormEvent, useState } from 'react';
import { ROLES, type AdminUser, type Role } from '@shared/api-types';
import type { AccountPatch } from '@shared/api-types';
import { mailStatusKey, mayManage, withRole } from '../model/admin-rules';
import { dateInputValue, formatDate, formatDateTime, formatValidityRange, isValidityOrdered, lastValidDay, validityBound } from '../model/validity';
import type { AccountsT } from './use-accounts-text';
import { SubmitButton } from '@client/components/submit-button';

interface AccountRowProps {
  account: AdminUser;
  actorName: string;
  actorRoles: Role[];
  rolesEditable: boolean;
  locale: string;
  busy: boolean;
  t: AccountsT;
  onUpdate(name: string, patch: AccountPatch): Promise<boolean>;
  onDelete(name: string): void;
  onResend(name: string): void;
}

/** The account's name for screen readers, so "Delete" says whom it deletes. */
function ForAccount({ name }: { name: string }) {
  return <span className="visually-hidden"> ({name})</span>;
}

function validityText(account: Pick<AdminUser, 'validFrom' | 'validTo'>, locale: string, t: AccountsT): string {
  const { validFrom, validTo } = account;
  if (validFrom && validTo) return formatValidityRange(validFrom, validTo, locale);
  if (validFrom) return t('admin.validity.fromOnly', { date: formatDate(new Date(validFrom), locale) });
  if (validTo) return t('admin.validity.untilOnly', { date: formatDate(lastValidDay(new Date(validTo)), locale) });
  return t('admin.validity.unlimited');
}

export function AccountRow({ account, actorName, actorRoles, rolesEditable, locale, busy, t, onUpdate, onDelete, onResend }: AccountRowProps) {
  const { name } = account;
  const manageable = mayManage(actorRoles, account);
  const self = name.toLowerCase() === actorName.toLowerCase();
  const locked = busy || !manageable;
  const [from, setFrom] = useState(() => dateInputValue(account.validFrom, 'from'));
  const [to, setTo] = useState(() => dateInputValue(account.validTo, 'to'));
  const [validityError, setValidityError] = useState<string | null>(null);
  const mailKey = mailStatusKey(account.mail);
  const id = `account-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');

  const saveValidity = (event: FormEvent) => {
    event.preventDefault();
    const validFrom = validityBound(from, 'from');
    const validTo = validityBound(to, 'to');
    if (!isValidityOrdered(validFrom, validTo)) {
      setValidityError(t('errors.invalid_validity'));
      return;
    }
    setValidityError(null);
    void onUpdate(name, { validFrom, validTo });
  };

  return (
    <tr data-testid={`account-${name}`} className={account.disabled ? 'is-disabled' : undefined}>
      <th scope="row">
        <div className="cell-stack">
          <span>{name}</span>
          <span className="account-email">{account.email ? <Ltr>{account.email}</Ltr> : t('admin.noEmail')}</span>
          {account.mustChangePassword && <span className="hint">{t('admin.mustChange')}</span>}
        </div>
      </th>
      <td>
        <div className="cell-stack">
          <label>
            <input type="checkbox" checked={account.entitled} disabled={locked} onChange={(event) => void onUpdate(name, { entitled: event.target.checked })} />
            {t('admin.entitled')}
            <ForAccount name={name} />
          </label>
          <label>
            <input type="checkbox" checked={account.internal} disabled={locked} onChange={(event) => void onUpdate(name, { internal: event.target.checked })} />
            {t('admin.internal')}
            <ForAccount name={name} />
          </label>
        </div>
      </td>
      <td>
        <div className="cell-stack">
          {ROLES.map((role) => (
            <label key={role}>
              <input
                type="checkbox"
                checked={account.roles.includes(role)}
                disabled={locked || !rolesEditable}
                onChange={(event) => void onUpdate(name, { roles: withRole(account.roles, role, event.target.checked) })}
              />
              {t(`admin.role.${role}`)}
              <ForAccount name={name} />
            </label>
          ))}
        </div>
      </td>
      <td>
        <form className="cell-stack" onSubmit={saveValidity} noValidate>
          <span data-testid="validity">{validityText(account, locale, t)}</span>
          <label htmlFor={`${id}-from`}>
            {t('admin.validFrom')}
            <ForAccount name={name} />
          </label>
          <input id={`${id}-from`} type="date" value={from} disabled={locked} onChange={(event) => setFrom(event.target.value)} />
          <label htmlFor={`${id}-to`}>
            {t('admin.validTo')}
            <ForAccount name={name} />
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            disabled={locked}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={validityError ? true : undefined}
            aria-describedby={validityError ? `${id}-validity-error` : undefined}
          />
          {validityError && (
            <p id={`${id}-validity-error`} className="field-error" role="alert">
              {validityError}
            </p>
          )}
          <SubmitButton disabled={locked}>
            {t('admin.saveValidity')}
            <ForAccount name={name} />
          </SubmitButton>
        </form>
      </td>
      <td>{account.lastLoginAt ? formatDateTime(new Date(account.lastLoginAt), locale) : t('admin.never')}</td>
      <td>
        <div className="cell-stack">
          <span className={account.disabled ? 'status-disabled' : undefined} data-testid="account-status">
            {account.disabled ? t('admin.disabled') : t('admin.active')}
          </span>
          <button type="button" disabled={locked || self} onClick={() => void onUpdate(name, { disabled: !account.disabled })}>
            {account.disabled ? t('admin.enable') : t('admin.disable')}
            <ForAccount name={name} />
          </button>
        </div>
      </td>
      <td>
        <div className="cell-stack">
          <span className={mailKey === 'failed' ? 'mail-failed' : undefined} data-testid="mail-status">
            {t(`admin.mailStatus.${mailKey}`)}
          </span>
          {account.mail && <span className="hint">{formatDateTime(new Date(account.mail.at), locale)}</span>}
          {account.mail?.error && <span className="hint">{account.mail.error}</span>}
          {account.email && (
            <button type="button" disabled={locked} onClick={() => onResend(name)}>
              {t('admin.resend')}
              <ForAccount name={name} />
            </button>
          )}
        </div>
      </td>
      <td>
        <button type="button" className="danger" disabled={locked || self} onClick={() => onDelete(name)}>
          {t('admin.delete')}
          <ForAccount name={name} />
        </button>
      </td>
    </tr>
  );
}
