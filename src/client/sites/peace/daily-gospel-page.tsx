// A day view of the Gospel that moves up to 30 days back and forward from today.
import { useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { DAILY_GOSPEL_RANGE_DAYS } from '@shared/app-constants';
import { isForbidden } from '@shared/content';
import { LANGUAGES } from '@shared/languages';
import { ContentPage, usePageText } from '@client/core/content/components/content-page';
import { formatLongDate } from '@client/core/i18n/format';
import { useLanguage } from '@client/core/i18n/use-language';
import { useSite } from '@client/core/site/site-context';
import { isGospelPassageList, passageIndex } from '@shared/daily-gospel';
import { clampDayOffset, dayAtOffset } from './daily-gospel';

function DayView() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [offset, setOffset] = useState(0);
  const { today } = useSite();
  const text = usePageText();
  const day = dayAtOffset(today, offset);
  const list = !isForbidden(text) && isGospelPassageList(text.extra) ? text.extra : null;
  const passage = list ? list[passageIndex(day, list.length)] : null;
  const move = (delta: number) => setOffset((current) => clampDayOffset(current + delta));
  return (
    <section aria-labelledby="gospel-day" className="day-view">
      <div className="day-navigation">
        <button type="button" onClick={() => move(-1)} disabled={offset <= -DAILY_GOSPEL_RANGE_DAYS}>
          {t('gospel.previous')}
        </button>
        <button type="button" onClick={() => setOffset(0)} disabled={offset === 0}>
          {t('gospel.today')}
        </button>
        <button type="button" onClick={() => move(1)} disabled={offset >= DAILY_GOSPEL_RANGE_DAYS}>
          {t('gospel.next')}
        </button>
      </div>
      <h2 id="gospel-day" aria-live="polite" data-testid="gospel-date">
        {formatLongDate(day, language.locale)}
      </h2>
      <p className="hint">{t('gospel.range', { count: DAILY_GOSPEL_RANGE_DAYS })}</p>
      {passage && (
        <article className="passage" lang={!isForbidden(text) && text.fallback ? LANGUAGES[text.language].locale : undefined}>
          <h3>
            {passage.title} <span className="reference">({passage.reference})</span>
          </h3>
          <p>{passage.text}</p>
        </article>
      )}
    </section>
  );
}

export function Component() {
  return (
    <ContentPage>
      <DayView />
    </ContentPage>
  );
}
