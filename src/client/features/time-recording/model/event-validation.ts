// The rules an event must follow, for the form (errors per field) and for stored or imported data
// (every field of every entry checked, the first problem reported).
import { TIME_RECORDING } from '@shared/app-constants';
import type { AllDayEvent, AnyEvent, CalendarEvents, EventKind, TimedEvent } from './events';
import { atTime, dayOf, isDateKey, isLocalDateTime, wallClockMs } from './local-date';

/** What the form holds: every field as text, whichever kind is chosen. */
export interface EventDraft {
  kind: EventKind;
  title: string;
  date: string;
  endDate: string;
  start: string;
  end: string;
  notes: string;
}

export type DraftField = 'title' | 'date' | 'endDate' | 'start' | 'end' | 'notes';
export type DraftError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'dateInvalid'
  | 'endDateInvalid'
  | 'endDateBeforeDate'
  | 'startInvalid'
  | 'endInvalid'
  | 'endNotAfterStart'
  | 'notesTooLong';
export type DraftErrors = Partial<Record<DraftField, DraftError>>;

export type DraftResult = { ok: true; event: AnyEvent } | { ok: false; errors: DraftErrors };

/** Checks the form and, when it is valid, builds the event with the given id. */
export function validateDraft(draft: EventDraft, id: string): DraftResult {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  const notes = draft.notes.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > TIME_RECORDING.maxTitleLength) errors.title = 'titleTooLong';
  if (notes.length > TIME_RECORDING.maxNotesLength) errors.notes = 'notesTooLong';
  const extra = notes ? { notes } : {};

  if (draft.kind === 'allDay') {
    if (!isDateKey(draft.date)) errors.date = 'dateInvalid';
    if (draft.endDate && !isDateKey(draft.endDate)) errors.endDate = 'endDateInvalid';
    else if (draft.endDate && !errors.date && draft.endDate < draft.date) errors.endDate = 'endDateBeforeDate';
    if (Object.keys(errors).length) return { ok: false, errors };
    // A last day equal to the first is simply a one-day event.
    const endDate = draft.endDate && draft.endDate !== draft.date ? { endDate: draft.endDate } : {};
    return { ok: true, event: { kind: 'allDay', event: { id, title, date: draft.date, ...endDate, ...extra } } };
  }

  if (!isLocalDateTime(draft.start)) errors.start = 'startInvalid';
  if (!isLocalDateTime(draft.end)) errors.end = 'endInvalid';
  else if (!errors.start && wallClockMs(draft.end) <= wallClockMs(draft.start)) errors.end = 'endNotAfterStart';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, event: { kind: 'timed', event: { id, title, start: draft.start, end: draft.end, ...extra } } };
}

/** Why a list of events was refused; `index` counts from 0 within its list. */
export type EventListProblem =
  | { code: 'notAnEventFile' }
  | { code: 'unsupportedVersion' }
  | { code: 'notAnEvent'; kind: EventKind; index: number }
  | { code: 'badField'; kind: EventKind; index: number; field: string }
  | { code: 'endBeforeStart'; kind: EventKind; index: number }
  | { code: 'duplicateId'; id: string };

export type EventListResult = { ok: true; events: CalendarEvents } | { ok: false; problem: EventListProblem };

/** The events file: the same layout in the browser's storage, an export and an import. */
export interface EventFile {
  version: number;
  allDayEvents: AllDayEvent[];
  timedEvents: TimedEvent[];
}

const FILE_KEYS = ['version', 'allDayEvents', 'timedEvents'];
const MAX_ID_LENGTH = 100;

type FieldCheck = (value: unknown) => boolean;

const isId: FieldCheck = (value) => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const isTitle: FieldCheck = (value) => typeof value === 'string' && value.trim().length > 0 && value.length <= TIME_RECORDING.maxTitleLength;
const isNotes: FieldCheck = (value) => value === undefined || (typeof value === 'string' && value.length <= TIME_RECORDING.maxNotesLength);

const ALL_DAY_FIELDS: Record<keyof AllDayEvent, FieldCheck> = {
  id: isId,
  title: isTitle,
  date: isDateKey,
  endDate: (value) => value === undefined || isDateKey(value),
  notes: isNotes,
};

const TIMED_FIELDS: Record<keyof TimedEvent, FieldCheck> = {
  id: isId,
  title: isTitle,
  start: isLocalDateTime,
  end: isLocalDateTime,
  notes: isNotes,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first field of an entry that is missing, of the wrong type or not known, else null. */
function badField(entry: Record<string, unknown>, fields: Record<string, FieldCheck>): string | null {
  for (const [field, check] of Object.entries(fields)) if (!check(entry[field])) return field;
  return Object.keys(entry).find((field) => !(field in fields)) ?? null;
}

/** Checks a parsed events file field by field; nothing is taken over unless everything is valid. */
export function checkEventFile(value: unknown): EventListResult {
  if (!isRecord(value) || !Array.isArray(value.allDayEvents) || !Array.isArray(value.timedEvents) || Object.keys(value).some((key) => !FILE_KEYS.includes(key))) {
    return { ok: false, problem: { code: 'notAnEventFile' } };
  }
  if (value.version !== TIME_RECORDING.fileVersion) return { ok: false, problem: { code: 'unsupportedVersion' } };
  const lists: [EventKind, unknown[], Record<string, FieldCheck>][] = [
    ['allDay', value.allDayEvents, ALL_DAY_FIELDS],
    ['timed', value.timedEvents, TIMED_FIELDS],
  ];
  const ids = new Set<string>();
  for (const [kind, list, fields] of lists) {
    for (const [index, entry] of list.entries()) {
      if (!isRecord(entry)) return { ok: false, problem: { code: 'notAnEvent', kind, index } };
      const field = badField(entry, fields);
      if (field) return { ok: false, problem: { code: 'badField', kind, index, field } };
      const ends = kind === 'allDay' ? entry.endDate === undefined || (entry.endDate as string) >= (entry.date as string) : wallClockMs(entry.end as string) > wallClockMs(entry.start as string);
      if (!ends) return { ok: false, problem: { code: 'endBeforeStart', kind, index } };
      if (ids.has(entry.id as string)) return { ok: false, problem: { code: 'duplicateId', id: entry.id as string } };
      ids.add(entry.id as string);
    }
  }
  return { ok: true, events: { allDay: value.allDayEvents as AllDayEvent[], timed: value.timedEvents as TimedEvent[] } };
}

/** The form for a new event on `day`: a timed event from 09:00 to 10:00. */
export function emptyDraft(day: string): EventDraft {
  return { kind: 'timed', title: '', date: day, endDate: '', start: atTime(day, '09:00'), end: atTime(day, '10:00'), notes: '' };
}

/** The form for editing an event; the other kind's fields are prefilled for a change of kind. */
export function draftFromEvent(item: AnyEvent): EventDraft {
  const { title, notes = '' } = item.event;
  if (item.kind === 'allDay') {
    return { ...emptyDraft(item.event.date), kind: 'allDay', title, endDate: item.event.endDate ?? '', notes };
  }
  return { kind: 'timed', title, date: dayOf(item.event.start), endDate: '', start: item.event.start, end: item.event.end, notes };
}
