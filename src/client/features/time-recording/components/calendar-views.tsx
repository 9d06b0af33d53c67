// The day, week and month views. Every day shows its moon phase; events are selectable buttons.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { monthWeeks, sameMonth, weekDays, weekdayOrder } from '../model/calendar-grid';
import { formatDay, formatDayMonth, formatDayNumber, formatTime, formatTimedRange, weekdayName } from '../model/calendar-format';
import { type CalendarEvents, type EventRef, eventsOnDay } from '../model/events';
import { isoWeekday, toDate } from '../model/local-date';
import { moonPhase } from '../model/moon-phase';
import { EventButton } from './event-button';
import { MoonSymbol } from './moon-symbol';
import { TIME_RECORDING_TEXTS } from './time-recording-texts';

export interface ViewProps {
  day: string;
  today: string;
  firstDay: number;
  locale: string;
  events: CalendarEvents;
  selected: EventRef | null;
  onSelect(ref: EventRef | null): void;
  onOpenDay(day: string): void;
}

/** The events of one day as a list; `detail` shows time ranges and notes instead of start times. */
function DayEvents({ day, events, locale, selected, onSelect, detail }: Pick<ViewProps, 'events' | 'locale' | 'selected' | 'onSelect'> & { day: string; detail: 'compact' | 'week' | 'day' }) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  const { allDay, timed } = eventsOnDay(events, day);
  if (!allDay.length && !timed.length) return detail === 'compact' ? null : <p className="tr-empty">{t('calendar.noEvents')}</p>;
  const time = (start: string) => (start.startsWith(day) ? formatTime(start, locale) : '…');
  return (
    <ul className="tr-events" aria-label={detail === 'compact' ? undefined : formatDay(day, locale)}>
      {allDay.map((event) => (
        <li key={event.id}>
          <EventButton item={{ kind: 'allDay', event }} notes={detail === 'day'} selected={selected} onSelect={onSelect} time={detail === 'compact' ? undefined : t('calendar.allDay')} />
        </li>
      ))}
      {timed.map((event) => (
        <li key={event.id}>
          <EventButton
            item={{ kind: 'timed', event }}
            time={detail === 'compact' ? time(event.start) : formatTimedRange(event, locale)}
            notes={detail === 'day'}
            selected={selected}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ul>
  );
}

export function DayView({ day, today, locale, ...rest }: ViewProps) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  return (
    <div className={`tr-day-view${day === today ? ' tr-today' : ''}`}>
      <p className="tr-day-facts">
        {day === today && <span className="tr-badge">{t('calendar.today')}</span>}
        <MoonSymbol phase={moonPhase(toDate(day))} showName />
      </p>
      <DayEvents day={day} locale={locale} detail="day" {...rest} />
    </div>
  );
}

export function WeekView({ day, today, firstDay, locale, onOpenDay, ...rest }: ViewProps) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  return (
    <ol className="tr-week-view">
      {weekDays(day, firstDay).map((date) => (
        <li key={date} className={`tr-week-day${date === today ? ' tr-today' : ''}`}>
          <h3 className="tr-week-day-heading">
            <button type="button" className="link-button tr-open-day" aria-current={date === today ? 'date' : undefined} onClick={() => onOpenDay(date)}>
              <span className="tr-weekday">{weekdayName(isoWeekday(date), locale, 'long')}</span> <span>{formatDayMonth(date, locale)}</span>
            </button>
          </h3>
          <p className="tr-day-facts">
            {date === today && <span className="tr-badge">{t('calendar.today')}</span>}
            <MoonSymbol phase={moonPhase(toDate(date))} />
          </p>
          <DayEvents day={date} locale={locale} detail="week" {...rest} />
        </li>
      ))}
    </ol>
  );
}

export function MonthView({ day, today, firstDay, locale, onOpenDay, ...rest }: ViewProps) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  return (
    // On a phone the seven columns keep a readable width (titles break between words, not letter by
    // letter) and the month scrolls sideways inside this labelled, focusable region, never the page.
    <div className="table-scroll tr-month-scroll" role="region" aria-label={t('calendar.view.month')} tabIndex={0}>
      <table className="tr-month-view" aria-labelledby="tr-range">
        <thead>
          <tr>
            {weekdayOrder(firstDay).map((weekday) => (
              <th key={weekday} scope="col">
                <span aria-hidden="true" className="tr-weekday-short">
                  {weekdayName(weekday, locale, 'short')}
                </span>
                <span className="visually-hidden">{weekdayName(weekday, locale, 'long')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(day, firstDay).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <td key={date} className={`${sameMonth(date, day) ? '' : 'tr-other-month'}${date === today ? ' tr-today' : ''}`}>
                  <div className="tr-cell-head">
                    <button
                      type="button"
                      className="tr-day-number"
                      aria-label={t(date === today ? 'calendar.openDayToday' : 'calendar.openDay', { date: formatDay(date, locale) })}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => onOpenDay(date)}
                    >
                      {formatDayNumber(date, locale)}
                    </button>
                    <MoonSymbol phase={moonPhase(toDate(date))} />
                  </div>
                  <DayEvents day={date} locale={locale} detail="compact" {...rest} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
