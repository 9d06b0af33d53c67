// The dashboard with the access data (SPEC §3): valid from, valid to, duration, time until expiry;
// for personal accounts also the validity of the account (SPEC §6).
import { Ltr } from '@client/components/ltr';
import { PageLink } from '@client/core/pages/page-link';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { decodeTokenPayload } from '@shared/token';
import { isPrivileged } from '@client/features/accounts/model/admin-rules';
import { summarizeValidity } from '@client/features/accounts/model/validity';
import { useAuth } from '@client/core/auth/auth-context';
import { formatDuration, formatLongDateTime } from '@client/core/i18n/format';
import { useLanguage } from '@client/core/i18n/use-language';
import { useNow } from '@client/core/site/use-now';
import { MySessions } from '@client/features/account-security/components/my-sessions';
import { SECURITY_TEXTS } from '@client/features/account-security/components/security-texts';
import { MyPasskeys } from '@client/features/passkeys/components/my-passkeys';
import { PASSKEY_TEXTS } from '@client/features/passkeys/components/passkey-texts';

/** Loaded before the page renders (on the server and while hydrating): the session list's texts. */
export const namespaces = [SECURITY_TEXTS, PASSKEY_TEXTS];

export function Component() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user, token } = useAuth();
  const now = useNow(1000).getTime();
  const payload = decodeTokenPayload(token);
  if (!user || !payload) return null;
  const from = new Date(payload.iat * 1000);
  const to = new Date(payload.exp * 1000);
  const yesNo = (value: boolean) => (value ? t('dashboard.yes') : t('dashboard.no'));
  const validity = user.validFrom || user.validTo ? summarizeValidity(user.validFrom, user.validTo, now) : null;
  return (
    <article className="page">
      <h1>{t('dashboard.heading')}</h1>
      <p className="lead">{t('dashboard.greeting', { name: user.name })}</p>
      <section aria-labelledby="access-data">
        <h2 id="access-data">{t('dashboard.accessData')}</h2>
        <dl className="facts">
          <dt>{t('dashboard.user')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('dashboard.email')}</dt>
          <dd data-testid="email">{user.email ? <Ltr>{user.email}</Ltr> : t('dashboard.sharedAccount')}</dd>
          <dt>{t('dashboard.validFrom')}</dt>
          <dd data-testid="valid-from">{formatLongDateTime(from, language.locale, t)}</dd>
          <dt>{t('dashboard.validTo')}</dt>
          <dd data-testid="valid-to">{formatLongDateTime(to, language.locale, t)}</dd>
          <dt>{t('dashboard.duration')}</dt>
          <dd data-testid="duration">{formatDuration(to.getTime() - from.getTime(), t, language.locale)}</dd>
          <dt>{t('dashboard.remaining')}</dt>
          <dd data-testid="remaining" aria-live="off">
            {formatDuration(to.getTime() - now, t, language.locale)}
          </dd>
        </dl>
        <p className="notice">{t('dashboard.expiryNote')}</p>
      </section>
      {validity && (
        <section aria-labelledby="account-validity">
          <h2 id="account-validity">{t('dashboard.accountValidity')}</h2>
          <dl className="facts">
            {validity.from && (
              <>
                <dt>{t('dashboard.accountValidFrom')}</dt>
                <dd data-testid="account-valid-from">{formatLongDateTime(validity.from, language.locale, t)}</dd>
              </>
            )}
            <dt>{t('dashboard.accountValidTo')}</dt>
            <dd data-testid="account-valid-to">{validity.to ? formatLongDateTime(validity.to, language.locale, t) : t('dashboard.accountUnlimited')}</dd>
            {validity.durationMs !== null && (
              <>
                <dt>{t('dashboard.accountDuration')}</dt>
                <dd data-testid="account-duration">{formatDuration(validity.durationMs, t, language.locale)}</dd>
              </>
            )}
            {validity.remainingMs !== null && (
              <>
                <dt>{t('dashboard.accountRemaining')}</dt>
                <dd data-testid="account-remaining" aria-live="off">
                  {formatDuration(validity.remainingMs, t, language.locale)}
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      <section aria-labelledby="permissions">
        <h2 id="permissions">{t('dashboard.permissions')}</h2>
        <dl className="facts">
          <dt>{t('dashboard.entitled')}</dt>
          <dd>{yesNo(user.entitled)}</dd>
          <dt>{t('dashboard.internal')}</dt>
          <dd>{yesNo(user.internal)}</dd>
          <dt>{t('dashboard.roles')}</dt>
          <dd>{user.roles.length ? user.roles.map((role) => t(`dashboard.role.${role}`)).join(', ') : t('dashboard.none')}</dd>
        </dl>
        <ul className="link-list">
          <li>
            <PageLink to="/change-password">{t('routes.change-password')}</PageLink>
          </li>
          {isPrivileged(user.roles) && (
            <li>
              <PageLink to="/admin">{t('routes.admin')}</PageLink>
            </li>
          )}
        </ul>
      </section>
      <MySessions />
      <MyPasskeys />
    </article>
  );
}
