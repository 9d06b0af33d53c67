// SPEC §2: the translated slogan, the forum logo in its dark and light variants (CSS shows the one
// of the colour scheme in force), or the domain name; it leads home. The logos load once the page is
// laid out (loading="lazy"): the first paint waits for no request but the document (decision 024),
// their sizes hold their place, and the variant CSS hides is not fetched at all.

import { PageLink } from '@client/core/pages/page-link';
import { LAYOUT } from '@shared/constants';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useSite } from '@client/core/site/site-context';

export function SiteTitle() {
  const { t, has } = useTranslation();
  const { site } = useSite();
  const title = site.title;
  // The slogan's key is registry data (config/sites.json): checked against the catalogue here.
  const slogan = (key: string) => {
    const sloganKey = `slogans.${key}`;
    return has(sloganKey) ? t(sloganKey) : site.domain;
  };
  return (
    <p className="site-title">
      <PageLink to="/" className="site-title-link" aria-label={title.type === 'logo' ? title.alt : undefined}>
        {title.type === 'logo' ? (
          (['dark', 'light'] as const).map((variant) => (
            <img
              key={variant}
              className="site-logo"
              src={title[variant]}
              alt=""
              width={LAYOUT.logoWidth}
              height={LAYOUT.logoWidth / 4}
              data-variant={variant}
              loading="lazy"
            />
          ))
        ) : title.type === 'slogan' ? (
          slogan(title.key)
        ) : (
          site.domain
        )}
      </PageLink>
    </p>
  );
}
