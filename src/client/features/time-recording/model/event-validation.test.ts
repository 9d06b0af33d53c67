import { describe, expect, it } from 'vitest';
import { TIME_RECORDING } from '@shared/app-constants';
import { type EventDraft, checkEventFile, draftFromEvent, emptyDraft, validateDraft } from './event-validation';

const draft = (patch: Partial<EventDraft>): EventDraft => ({
  kind: 'timed',
  title: 'Forum meeting',
  date: '2024-05-10',
  endDate: '',
  start: '2024-05-10T19:00',
  end: '2024-05-10T21:00',
  notes: '',
  ...patch,
});

describe('event form', () => {
  it('builds a timed event with trimmed text and without empty notes', () => {
    expect(validateDraft(draft({ title: '  Forum meeting ' }), 'e1')).toEqual({
      ok: true,
      event: { kind: 'timed', event: { id: 'e1', title: 'Forum meeting', start: '2024-05-10T19:00', end: '2024-05-10T21:00' } },
    });
  });

  it('builds an all-day event and drops a last day equal to the first', () => {
    expect(validateDraft(draft({ kind: 'allDay', endDate: '2024-05-10', notes: ' Closed ' }), 'e2')).toEqual({
      ok: true,
      event: { kind: 'allDay', event: { id: 'e2', title: 'Forum meeting', date: '2024-05-10', notes: 'Closed' } },
    });
    const longer = validateDraft(draft({ kind: 'allDay', endDate: '2024-05-12' }), 'e3');
    expect(longer.ok && longer.event.kind === 'allDay' && longer.event.event.endDate).toBe('2024-05-12');
  });

  it('requires a title', () => {
    expect(validateDraft(draft({ title: '   ' }), 'e1')).toEqual({ ok: false, errors: { title: 'titleRequired' } });
    expect(validateDraft(draft({ title: 'x'.repeat(TIME_RECORDING.maxTitleLength + 1) }), 'e1')).toEqual({ ok: false, errors: { title: 'titleTooLong' } });
  });

  it('requires the end after the start', () => {
    expect(validateDraft(draft({ end: '2024-05-10T19:00' }), 'e1')).toEqual({ ok: false, errors: { end: 'endNotAfterStart' } });
    expect(validateDraft(draft({ end: '2024-05-09T23:00' }), 'e1')).toEqual({ ok: false, errors: { end: 'endNotAfterStart' } });
    expect(validateDraft(draft({ end: '2024-05-11T01:00' }), 'e1').ok).toBe(true);
    expect(validateDraft(draft({ kind: 'allDay', endDate: '2024-05-09' }), 'e1')).toEqual({ ok: false, errors: { endDate: 'endDateBeforeDate' } });
  });

  it('reports every invalid field at once', () => {
    expect(validateDraft(draft({ title: '', start: '', end: 'soon' }), 'e1')).toEqual({
      ok: false,
      errors: { title: 'titleRequired', start: 'startInvalid', end: 'endInvalid' },
    });
    expect(validateDraft(draft({ kind: 'allDay', date: '2024-02-30', endDate: 'x', notes: 'n'.repeat(TIME_RECORDING.maxNotesLength + 1) }), 'e1')).toEqual({
      ok: false,
      errors: { date: 'dateInvalid', endDate: 'endDateInvalid', notes: 'notesTooLong' },
    });
  });

  it('ignores the fields of the other kind', () => {
    expect(validateDraft(draft({ kind: 'allDay', start: 'nonsense', end: '' }), 'e1').ok).toBe(true);
    expect(validateDraft(draft({ date: 'nonsense' }), 'e1').ok).toBe(true);
  });
});

describe('form contents', () => {
  it('starts a new event as a timed hour on the chosen day', () => {
    expect(emptyDraft('2024-05-10')).toEqual({ kind: 'timed', title: '', date: '2024-05-10', endDate: '', start: '2024-05-10T09:00', end: '2024-05-10T10:00', notes: '' });
  });

  it('fills the form from an event, and building it again gives the same event', () => {
    const timed = { kind: 'timed' as const, event: { id: 't', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00', notes: 'Cake' } };
    const allDay = { kind: 'allDay' as const, event: { id: 'a', title: 'Retreat', date: '2024-05-24', endDate: '2024-05-26' } };
    expect(draftFromEvent(timed)).toMatchObject({ kind: 'timed', date: '2024-05-14', start: '2024-05-14T15:00', notes: 'Cake' });
    expect(draftFromEvent(allDay)).toMatchObject({ kind: 'allDay', date: '2024-05-24', endDate: '2024-05-26', start: '2024-05-24T09:00', notes: '' });
    expect(validateDraft(draftFromEvent(timed), 't')).toEqual({ ok: true, event: timed });
    expect(validateDraft(draftFromEvent(allDay), 'a')).toEqual({ ok: true, event: allDay });
  });
});

describe('events file', () => {
  const file = (patch: Record<string, unknown> = {}) => ({
    version: TIME_RECORDING.fileVersion,
    allDayEvents: [{ id: 'a', title: 'Holiday', date: '2024-05-10', endDate: '2024-05-11', notes: 'Closed' }],
    timedEvents: [{ id: 't', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00' }],
    ...patch,
  });

  it('accepts a valid file', () => {
    const checked = checkEventFile(file());
    expect(checked.ok && checked.events.timed[0]!.title).toBe('Café');
    expect(checkEventFile(file({ allDayEvents: [], timedEvents: [] })).ok).toBe(true);
  });

  it('refuses other shapes and versions', () => {
    for (const value of [null, [], 'events', { allDayEvents: [] }, file({ timedEvents: {} }), file({ extra: 1 })]) {
      expect(checkEventFile(value)).toEqual({ ok: false, problem: { code: 'notAnEventFile' } });
    }
    expect(checkEventFile(file({ version: 2 }))).toEqual({ ok: false, problem: { code: 'unsupportedVersion' } });
  });

  it('names the first wrong field', () => {
    const timed = (patch: Record<string, unknown>) => checkEventFile(file({ timedEvents: [{ id: 't', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00', ...patch }] }));
    expect(timed({ id: 7 })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'id' } });
    expect(timed({ title: '' })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'title' } });
    expect(timed({ start: '2024-05-14 15:00' })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'start' } });
    expect(timed({ end: 1715698800000 })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'end' } });
    expect(timed({ notes: null })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'notes' } });
    expect(timed({ colour: 'red' })).toEqual({ ok: false, problem: { code: 'badField', kind: 'timed', index: 0, field: 'colour' } });
    expect(checkEventFile(file({ allDayEvents: [{ id: 'a', title: 'Holiday', date: '2024-05-10', endDate: true }] }))).toEqual({
      ok: false,
      problem: { code: 'badField', kind: 'allDay', index: 0, field: 'endDate' },
    });
    expect(checkEventFile(file({ allDayEvents: ['Holiday'] }))).toEqual({ ok: false, problem: { code: 'notAnEvent', kind: 'allDay', index: 0 } });
  });

  it('refuses events that end before they start', () => {
    expect(checkEventFile(file({ timedEvents: [{ id: 't', title: 'Café', start: '2024-05-14T17:00', end: '2024-05-14T15:00' }] }))).toEqual({
      ok: false,
      problem: { code: 'endBeforeStart', kind: 'timed', index: 0 },
    });
    expect(checkEventFile(file({ allDayEvents: [{ id: 'a', title: 'Holiday', date: '2024-05-10', endDate: '2024-05-09' }] }))).toEqual({
      ok: false,
      problem: { code: 'endBeforeStart', kind: 'allDay', index: 0 },
    });
  });

  it('refuses an id used twice, also across both lists', () => {
    expect(checkEventFile(file({ timedEvents: [{ id: 'a', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00' }] }))).toEqual({
      ok: false,
      problem: { code: 'duplicateId', id: 'a' },
    });
  });
});
