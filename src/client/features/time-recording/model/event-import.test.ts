import { describe, expect, it } from 'vitest';
import { TIME_RECORDING } from '@shared/app-constants';
import { parseImportFile } from './event-import';

const valid = {
  version: TIME_RECORDING.fileVersion,
  allDayEvents: [{ id: 'holiday', title: 'Parish holiday', date: '2024-05-20' }],
  timedEvents: [
    { id: 'cafe', title: 'Café', start: '2024-05-14T15:00', end: '2024-05-14T17:00', notes: 'Cake' },
    { id: 'food', title: 'Food distribution', start: '2024-05-17T17:00', end: '2024-05-17T19:00:00' },
  ],
};
const json = (value: unknown) => JSON.stringify(value);

describe('import file', () => {
  it('accepts a valid file, also with a byte-order mark', () => {
    const result = parseImportFile(json(valid));
    expect(result).toEqual({ ok: true, events: { allDay: valid.allDayEvents, timed: valid.timedEvents } });
    expect(parseImportFile(`\uFEFF${json(valid)}`).ok).toBe(true);
  });

  it('calls text that is not JSON corrupt', () => {
    for (const text of ['', '{"version": 1,', 'not json', "{'version': 1}", '[1, 2,]']) {
      expect(parseImportFile(text)).toEqual({ ok: false, error: 'corrupt' });
    }
  });

  it('calls JSON of the wrong shape invalid', () => {
    for (const value of [null, 42, 'events', [], valid.timedEvents, { events: [] }, { ...valid, timedEvents: null }]) {
      expect(parseImportFile(json(value))).toMatchObject({ ok: false, error: 'invalid', problem: { code: 'notAnEventFile' } });
    }
  });

  it('calls fields of the wrong type invalid', () => {
    const wrong = { ...valid, timedEvents: [{ ...valid.timedEvents[0], start: 1715698800000 }] };
    expect(parseImportFile(json(wrong))).toEqual({ ok: false, error: 'invalid', problem: { code: 'badField', kind: 'timed', index: 0, field: 'start' } });
    const title = { ...valid, allDayEvents: [{ ...valid.allDayEvents[0], title: ['Parish holiday'] }] };
    expect(parseImportFile(json(title))).toMatchObject({ error: 'invalid', problem: { code: 'badField', field: 'title' } });
  });

  it('calls an event that ends before it starts invalid', () => {
    const reversed = { ...valid, timedEvents: [valid.timedEvents[0], { ...valid.timedEvents[1], end: '2024-05-17T16:00' }] };
    expect(parseImportFile(json(reversed))).toEqual({ ok: false, error: 'invalid', problem: { code: 'endBeforeStart', kind: 'timed', index: 1 } });
  });

  it('calls duplicate ids invalid', () => {
    const twice = { ...valid, timedEvents: [valid.timedEvents[0], { ...valid.timedEvents[1], id: 'cafe' }] };
    expect(parseImportFile(json(twice))).toEqual({ ok: false, error: 'invalid', problem: { code: 'duplicateId', id: 'cafe' } });
  });

  it('refuses a file of another version', () => {
    expect(parseImportFile(json({ ...valid, version: 99 }))).toMatchObject({ error: 'invalid', problem: { code: 'unsupportedVersion' } });
  });
});
