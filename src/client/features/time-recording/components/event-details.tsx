// The selected event in full, with the commands that act on one event.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { formatWhen } from '../model/calendar-format';
import type { AnyEvent, EventKind } from '../model/events';
import { TIME_RECORDING_TEXTS } from './time-recording-texts';

interface EventDetailsProps {
  item: AnyEvent | null;
  locale: string;
  onEdit(): void;
  onClear(): void;
  onDelete(kind: EventKind): void;
}

export function EventDetails({ item, locale, onEdit, onClear, onDelete }: EventDetailsProps) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  return (
    <section className="tr-details" aria-labelledby="tr-details-heading">
      <h2 id="tr-details-heading">{t('selection.heading')}</h2>
      {item ? (
        <dl className="facts" data-testid="selected-event">
          <dt>{t('selection.title')}</dt>
          <dd>{item.event.title}</dd>
          <dt>{t('selection.kind')}</dt>
          <dd>{t(`kind.${item.kind}`)}</dd>
          <dt>{t('selection.when')}</dt>
          <dd>{formatWhen(item, locale)}</dd>
          {item.event.notes && (
            <>
              <dt>{t('selection.notes')}</dt>
              <dd className="tr-notes">{item.event.notes}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="hint">{t('selection.none')}</p>
      )}
      <div className="tr-buttons">
        {item && (
          <>
            <button type="button" onClick={onEdit}>
              {t('selection.edit')}
            </button>
            <button type="button" onClick={onClear}>
              {t('selection.clear')}
            </button>
          </>
        )}
        <button type="button" className="danger" onClick={() => onDelete('timed')}>
          {t('selection.deleteTimed')}
        </button>
        <button type="button" className="danger" onClick={() => onDelete('allDay')}>
          {t('selection.deleteAllDay')}
        </button>
      </div>
    </section>
  );
}
