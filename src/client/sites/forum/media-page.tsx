// The forum's media page: the café video, then the archived radio feature (its duration, size and
// whether it is still offered, with the date once).
import { useTranslation } from '@client/core/i18n/i18n-context';
import { FORUM_MEDIA_ITEM } from '@shared/app-constants';
import { ContentPage } from '@client/core/content/components/content-page';
import { formatDateInText } from '@client/core/i18n/format';
import { numberFormat } from '@client/core/i18n/intl-formatters';
import { useLanguage } from '@client/core/i18n/use-language';
import { VideoPlayer } from '@client/features/media/components/video-player';
import { formatRunningTime, isAvailable } from '@client/features/media/model/media';
import { useSite } from '@client/core/site/site-context';
import { useNow } from '@client/core/site/use-now';

function MediaItem() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [year, month, day] = FORUM_MEDIA_ITEM.availableUntil.split('-').map(Number) as [number, number, number];
  const untilDate = new Date(year, month - 1, day);
  const untilInText = formatDateInText(untilDate, language.locale);
  const size = numberFormat(language.locale, { minimumFractionDigits: 2 }).format(FORUM_MEDIA_ITEM.sizeMegabytes);
  const available = isAvailable(FORUM_MEDIA_ITEM.availableUntil, useNow());
  return (
    <section aria-labelledby="radio-feature" className="media-item">
      <h2 id="radio-feature">{t('media.radioTitle')}</h2>
      <dl className="facts">
        <dt>{t('media.duration')}</dt>
        <dd>{formatRunningTime(FORUM_MEDIA_ITEM.duration, language.locale)}</dd>
        <dt>{t('media.size')}</dt>
        <dd>{t('media.megabytes', { size })}</dd>
      </dl>
      <p className="notice" data-testid="media-availability">
        {available ? t('media.available', { date: untilInText }) : t('media.noLongerAvailable', { date: untilInText })}
      </p>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <ContentPage>
      <section aria-labelledby="cafe-video">
        <h2 id="cafe-video">{t('media.videoHeading')}</h2>
        <VideoPlayer domain={site.domain} name="cafe" title={t('media.videoTitle')} captionLanguages={['en', 'de']} />
      </section>
      <MediaItem />
    </ContentPage>
  );
}
