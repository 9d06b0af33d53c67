// SPEC §2: the translated slogan, the forum logo in its dark or light variant, or the domain name.
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../../shared/constants';
import { useDarkMode } from '../../features/settings/use-dark-mode';
import { useSite } from '../../lib/site-context';

export function SiteTitle() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { dark } = useDarkMode();
  const title = site.title;
  return (
    <p className="site-title">
      {title.type === 'logo' ? (
        <img
          className="site-logo"
          src={dark ? title.dark : title.light}
          alt={title.alt}
          width={LAYOUT.logoWidth}
          height={LAYOUT.logoWidth / 4}
          data-variant={dark ? 'dark' : 'light'}
        />
      ) : title.type === 'slogan' ? (
        t(`slogans.${title.key}`)
      ) : (
        site.domain
      )}
    </p>
  );
}
