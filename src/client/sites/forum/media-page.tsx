// The forum's media page: the radio feature and whether it is still offered, and the café video.
import { useTranslation } from 'react-i18next';
import { FORUM_MEDIA_ITEM } from '../../../shared/constants';
import { ContentPage } from '../../features/content/components/content-page';
import { formatLongDate } from '../../features/i18n/format';
import { useLanguage } from '../../features/i18n/use-language';
import { VideoPlayer } from '../../features/media/components/video-player';
import { isAvailable } from '../../features/media/model/media';
import { useSite } from '../../lib/site-context';
import { forumContent } from './content';

function MediaItem() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [year, month, day] = FORUM_MEDIA_ITEM.availableUntil.split('-').map(Number) as [number, number, number];
  const until = formatLongDate(new Date(year, month - 1, day), language.locale);
  const size = new Intl.NumberFormat(language.locale, { minimumFractionDigits: 2 }).format(FORUM_MEDIA_ITEM.sizeMegabytes);
  const available = isAvailable(FORUM_MEDIA_ITEM.availableUntil, new Date());
  return (
    <section aria-labelledby="radio-feature" className="media-item">
      <h2 id="radio-feature">{t('media.radioTitle')}</h2>
      <dl className="facts">
        <dt>{t('media.duration')}</dt>
        <dd>{FORUM_MEDIA_ITEM.duration}</dd>
        <dt>{t('media.size')}</dt>
        <dd>{t('media.megabytes', { size })}</dd>
        <dt>{t('media.availableUntil')}</dt>
        <dd>{until}</dd>
      </dl>
      <p className="notice" data-testid="media-availability">
        {available ? t('media.available', { date: until }) : t('media.noLongerAvailable', { date: until })}
      </p>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <ContentPage loaders={forumContent} page="media">
      <MediaItem />
      <section aria-labelledby="cafe-video">
        <h2 id="cafe-video">{t('media.videoHeading')}</h2>
        <VideoPlayer domain={site.domain} name="cafe" title={t('media.videoTitle')} captionLanguages={['en', 'de']} />
      </section>
    </ContentPage>
  );
}
