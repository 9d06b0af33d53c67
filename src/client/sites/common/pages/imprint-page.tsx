// The imprint with the owner as contact person (SPEC §1: phone, fax, mobile, mail and a link to the
// main site; from the route's loader) and the statement on cookies and storage.
import { Ltr, MailLink, PhoneLink } from '@client/components/ltr';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type { OwnerContactCard } from '@shared/page-context';

/** The cookies' names in the statement: code, read left to right inside text of either direction. */
const COOKIE_NAMES = /(__Host-session|__Host-signed-in|__Host-logout-pending)/;
function withCookieNames(text: string): ReactNode[] {
  return text.split(COOKIE_NAMES).map((part, index) =>
    index % 2 === 1 ? (
      <Ltr key={index}>
        <code>{part}</code>
      </Ltr>
    ) : (
      part
    ),
  );
}

export function Component() {
  const { t } = useTranslation();
  const owner = useLoaderData() as OwnerContactCard;
  return (
    <article className="page">
      <h1>{t('imprint.heading')}</h1>
      <section aria-labelledby="responsible">
        <h2 id="responsible">{t('imprint.responsible')}</h2>
        <address>
          <p>
            {owner.name} ({owner.nickName})
          </p>
          <dl className="facts">
            <dt>{t('imprint.phone')}</dt>
            <dd>
              <PhoneLink number={owner.phone} />
            </dd>
            <dt>{t('imprint.fax')}</dt>
            <dd>
              <Ltr>{owner.fax}</Ltr>
            </dd>
            <dt>{t('imprint.mobile')}</dt>
            <dd>
              <PhoneLink number={owner.mobile} />
            </dd>
            <dt>{t('imprint.mail')}</dt>
            <dd>
              <MailLink address={owner.mail} />
            </dd>
            <dt>{t('imprint.mainSite')}</dt>
            <dd>
              <a href={owner.web}>
                <Ltr>{new URL(owner.web).host}</Ltr>
              </a>
            </dd>
          </dl>
        </address>
      </section>
      <section aria-labelledby="privacy" id="privacy-statement">
        <h2 id="privacy">{t('imprint.privacyHeading')}</h2>
        <p>{withCookieNames(t('imprint.noCookies'))}</p>
        <p>{t('imprint.localStorage')}</p>
        <p>{t('imprint.noTracking')}</p>
      </section>
    </article>
  );
}
