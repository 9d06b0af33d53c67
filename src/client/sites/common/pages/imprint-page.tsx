// The imprint with the owner as contact person (SPEC §1) and the statement on cookies and storage.
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site-context';

export function Component() {
  const { t } = useTranslation();
  const { registry } = useSite();
  const owner = registry.owner;
  const main = registry.sites.find((site) => site.id === registry.mainSite);
  return (
    <article className="page">
      <h1>{t('imprint.heading')}</h1>
      <section aria-labelledby="responsible">
        <h2 id="responsible">{t('imprint.responsible')}</h2>
        <address>
          <p>
            {owner.firstName} {owner.lastName} ({owner.nickName})
            <br />
            {owner.street}
            <br />
            {owner.zip} {owner.city}
            <br />
            {owner.country}
          </p>
          <dl className="facts">
            <dt>{t('imprint.phone')}</dt>
            <dd>
              <a href={`tel:${owner.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {owner.phone}
              </a>
            </dd>
            <dt>{t('imprint.fax')}</dt>
            <dd dir="ltr">{owner.fax}</dd>
            <dt>{t('imprint.mobile')}</dt>
            <dd>
              <a href={`tel:${owner.mobile.replace(/[^+\d]/g, '')}`} dir="ltr">
                {owner.mobile}
              </a>
            </dd>
            <dt>{t('imprint.mail')}</dt>
            <dd>
              <a href={`mailto:${owner.mail}`}>{owner.mail}</a>
            </dd>
            <dt>{t('imprint.mainSite')}</dt>
            <dd>
              <a href={owner.web}>{main?.domain ?? owner.web}</a>
            </dd>
          </dl>
        </address>
      </section>
      <section aria-labelledby="privacy" id="privacy-statement">
        <h2 id="privacy">{t('imprint.privacyHeading')}</h2>
        <p>{t('imprint.noCookies')}</p>
        <p>{t('imprint.localStorage')}</p>
        <p>{t('imprint.noTracking')}</p>
      </section>
    </article>
  );
}
