// Time recording (members): a calendar of all-day and timed events with the moon phase of every
// day, kept in the browser, with import and export as JSON.
import { type ChangeEvent, type JSX, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { CALENDAR_VIEWS, type CalendarView, firstDayOfWeek, shiftDay, weekDays } from '../model/calendar-grid';
import { formatDay, formatDayRange, formatMonth } from '../model/calendar-format';
import { parseImportFile } from '../model/event-import';
import { exportEventsJson, exportFileName } from '../model/event-storage';
import { type EventDraft, type EventListProblem, draftFromEvent, emptyDraft, validateDraft } from '../model/event-validation';
import { type EventKind, type EventRef, NO_EVENTS, countEvents, createEventId, findEvent, removeEvent, upsertEvent } from '../model/events';
import { dayOf, toDateKey } from '../model/local-date';
import { createExampleEvents } from '../model/mock-data';
import { DayView, MonthView, type ViewProps, WeekView } from './calendar-views';
import { EventDetails } from './event-details';
import { EventForm } from './event-form';
import { TIME_RECORDING_TEXTS } from './time-recording-texts';
import { useEventStore } from './use-event-store';
import './time-recording.css';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [TIME_RECORDING_TEXTS];

interface Message {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
  /** Changes with every message, so that a repeated message is announced again. */
  serial: number;
}

interface OpenForm {
  mode: 'add' | 'edit';
  id: string;
  draft: EventDraft;
}

const VIEWS: Record<CalendarView, (props: ViewProps) => JSX.Element> = { day: DayView, week: WeekView, month: MonthView };

function TimeRecording() {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  const { language } = useLanguage();
  const locale = language.locale;
  const [today] = useState(() => toDateKey(new Date()));
  const createExamples = () => createExampleEvents(today, (example, part) => t(`examples.${example}.${part}`));
  const { events, setEvents, unsaved, keepOptions, save } = useEventStore(createExamples);
  const [view, setView] = useState<CalendarView>('month');
  const [day, setDay] = useState(today);
  const [selected, setSelected] = useState<EventRef | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [headingFocus, setHeadingFocus] = useState(0);
  const serial = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const rangeHeading = useRef<HTMLHeadingElement>(null);
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const selectedItem = findEvent(events, selected);

  useEffect(() => {
    if (headingFocus) rangeHeading.current?.focus();
  }, [headingFocus]);

  const say = (tone: Message['tone'], text: string, detail?: string) => setMessage({ tone, text, detail, serial: (serial.current += 1) });
  const replaceEvents = (next: typeof events, text: string) => {
    setEvents(next);
    setSelected(null);
    say('success', text);
  };

  const saveToBrowser = () => {
    if (!window.confirm(t('confirm.save'))) return;
    const outcome = save();
    if (outcome === 'failed') say('error', t('messages.saveFailed'));
    else say('success', t('messages.saved'), outcome === 'memory' ? t('messages.savedInMemory') : undefined);
  };
  const resetToExamples = () => {
    if (window.confirm(t('confirm.reset'))) replaceEvents(createExamples(), t('messages.reset'));
  };
  const deleteAll = () => {
    if (window.confirm(t('confirm.deleteAll'))) replaceEvents(NO_EVENTS, t('messages.deletedAll'));
  };
  const exportFile = () => {
    if (!window.confirm(t('confirm.export'))) return;
    const url = URL.createObjectURL(new Blob([exportEventsJson(events)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(today);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    say('success', t('messages.exported'));
  };
  const problemText = (problem: EventListProblem) => {
    switch (problem.code) {
      case 'notAnEventFile':
      case 'unsupportedVersion':
        return t(`importProblem.${problem.code}`);
      case 'duplicateId':
        return t('importProblem.duplicateId', { id: problem.id });
      default: {
        const suffix = problem.kind === 'allDay' ? 'AllDay' : 'Timed';
        return t(`importProblem.${problem.code}${suffix}`, { number: problem.index + 1, field: problem.code === 'badField' ? problem.field : '' });
      }
    }
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      say('error', t('messages.corruptJson'));
      return;
    }
    const result = parseImportFile(text);
    if (!result.ok) {
      if (result.error === 'corrupt') say('error', t('messages.corruptJson'));
      else say('error', t('messages.invalidImport'), problemText(result.problem));
      return;
    }
    if (window.confirm(t('confirm.import', { count: countEvents(result.events) }))) replaceEvents(result.events, t('messages.imported'));
  };
  const deleteSelected = (kind: EventKind) => {
    if (!selected || !selectedItem || selectedItem.kind !== kind) {
      say('error', t(kind === 'allDay' ? 'messages.noAllDaySelected' : 'messages.noTimedSelected'));
      return;
    }
    const { title } = selectedItem.event;
    if (!window.confirm(t(kind === 'allDay' ? 'confirm.deleteAllDay' : 'confirm.deleteTimed', { title }))) return;
    replaceEvents(removeEvent(events, selected), t('messages.deleted', { title }));
  };
  const submitForm = (draft: EventDraft) => {
    if (!form) return null;
    const result = validateDraft(draft, form.id);
    if (!result.ok) return result.errors;
    setEvents(upsertEvent(events, result.event));
    setSelected({ kind: result.event.kind, id: form.id });
    setDay(result.event.kind === 'allDay' ? result.event.event.date : dayOf(result.event.event.start));
    setForm(null);
    say('success', t(form.mode === 'add' ? 'messages.added' : 'messages.updated', { title: result.event.event.title }));
    return null;
  };
  const openDay = (date: string) => {
    setView('day');
    setDay(date);
    setHeadingFocus((count) => count + 1);
  };

  const week = weekDays(day, firstDay);
  const range = view === 'day' ? formatDay(day, locale) : view === 'week' ? formatDayRange(week[0]!, week[6]!, locale) : formatMonth(day, locale);
  const View = VIEWS[view];

  return (
    <>
      <p className="lead">{t('intro')}</p>
      <section className="tr-data" aria-labelledby="tr-data-heading">
        <h2 id="tr-data-heading">{t('data.heading')}</h2>
        <p className="hint">
          {t('data.count', { count: countEvents(events) })} {unsaved && <strong className="tr-unsaved">{t('data.unsaved')}</strong>}
        </p>
        {!keepOptions && <p className="notice">{t('data.memoryOnly')}</p>}
        <div className="tr-buttons">
          <button type="button" className="primary" onClick={saveToBrowser}>
            {t('data.save')}
          </button>
          <button type="button" onClick={resetToExamples}>
            {t('data.reset')}
          </button>
          <button type="button" onClick={() => fileInput.current?.click()}>
            {t('data.import')}
          </button>
          <input ref={fileInput} type="file" accept="application/json,.json" hidden aria-label={t('data.importFile')} onChange={(event) => void importFile(event)} />
          <button type="button" onClick={exportFile}>
            {t('data.export')}
          </button>
          <button type="button" className="danger" onClick={deleteAll}>
            {t('data.deleteAll')}
          </button>
        </div>
        <div className="tr-messages">
          <div role="status" data-testid="time-recording-status">
            {message?.tone === 'success' && (
              <div key={message.serial}>
                <p className="success tr-message">{message.text}</p>
                {message.detail && <p className="hint">{message.detail}</p>}
              </div>
            )}
          </div>
          <div role="alert" data-testid="time-recording-alert">
            {message?.tone === 'error' && (
              <div key={message.serial}>
                <p className="error tr-message">{message.text}</p>
                {message.detail && <p className="hint">{message.detail}</p>}
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="tr-layout">
        <section className="tr-calendar" aria-labelledby="tr-range">
          <div className="tr-calendar-bar">
            <div className="tr-buttons" role="group" aria-label={t('calendar.navigation')}>
              <button type="button" onClick={() => setDay(shiftDay(view, day, -1))}>
                <span aria-hidden="true">‹ </span>
                {t(`calendar.previous.${view}`)}
              </button>
              <button type="button" onClick={() => setDay(today)}>
                {t('calendar.today')}
              </button>
              <button type="button" onClick={() => setDay(shiftDay(view, day, 1))}>
                {t(`calendar.next.${view}`)}
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
            <div className="tr-buttons" role="group" aria-label={t('calendar.views')}>
              {CALENDAR_VIEWS.map((option) => (
                <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
                  {t(`calendar.view.${option}`)}
                </button>
              ))}
            </div>
            <button type="button" className="primary" onClick={() => setForm({ mode: 'add', id: createEventId(events, Date.now()), draft: emptyDraft(day) })}>
              {t('calendar.add')}
            </button>
          </div>
          <h2 id="tr-range" ref={rangeHeading} tabIndex={-1} aria-live="polite" data-testid="calendar-range">
            {range}
          </h2>
          <View day={day} today={today} firstDay={firstDay} locale={locale} events={events} selected={selected} onSelect={setSelected} onOpenDay={openDay} />
        </section>
        <EventDetails
          item={selectedItem}
          locale={locale}
          onEdit={() => selectedItem && setForm({ mode: 'edit', id: selectedItem.event.id, draft: draftFromEvent(selectedItem) })}
          onClear={() => setSelected(null)}
          onDelete={deleteSelected}
        />
      </div>
      {form && <EventForm mode={form.mode} initial={form.draft} onSubmit={submitForm} onCancel={() => setForm(null)} />}
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { ready } = useNamespace(TIME_RECORDING_TEXTS);
  // Once shown, the calendar stays mounted while another language loads, so no unsaved change is lost.
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  return (
    <article className="page time-recording">
      <h1>{t('routes.various/time-recording')}</h1>
      {shown ? (
        <TimeRecording />
      ) : (
        <p role="status" className="visually-hidden">
          {t('shell.loading')}
        </p>
      )}
    </article>
  );
}
