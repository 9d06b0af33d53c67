// The forum's pages that name its dates (the weekly food distribution and café, the meetings):
// their text, then a link that adds all of them to the visitor's calendar, in the page's language.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { ContentPage } from '@client/core/content/components/content-page';
import { useLanguage } from '@client/core/i18n/use-language';
import { CALENDAR_PATH, CALENDAR_TYPE } from '@shared/feeds';

export function Component() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ContentPage>
      <p className="calendar-link">
        <a href={`${CALENDAR_PATH}?lang=${language.code}`} type={CALENDAR_TYPE} title={t('content.calendarContents')}>
          {t('content.addToCalendar')}
        </a>
      </p>
    </ContentPage>
  );
}
