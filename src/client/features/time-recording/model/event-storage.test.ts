import { describe, expect, it } from 'vitest';
import { TIME_RECORDING } from '@shared/app-constants';
import { parseImportFile } from './event-import';
import { decodeStoredEvents, encodeStoredEvents, exportEventsJson, exportFileName } from './event-storage';
import type { CalendarEvents } from './events';

const events: CalendarEvents = {
  allDay: [{ id: 'holiday', title: 'Holiday', date: '2024-05-20', endDate: '2024-05-21' }],
  timed: [{ id: 'cafe', title: 'Café „Begegnung“', start: '2024-05-14T15:00', end: '2024-05-14T17:00', notes: 'Line 1\nLine 2' }],
};

describe('event storage', () => {
  it('round-trips the events through the stored text', () => {
    const text = encodeStoredEvents(events);
    expect(JSON.parse(text)).toEqual({ version: TIME_RECORDING.fileVersion, allDayEvents: events.allDay, timedEvents: events.timed });
    expect(decodeStoredEvents(text)).toEqual(events);
  });

  it('gives null for nothing, corrupt or invalid stored text', () => {
    expect(decodeStoredEvents(null)).toBeNull();
    expect(decodeStoredEvents('{"version":')).toBeNull();
    expect(decodeStoredEvents('{"version":1,"allDayEvents":[{}],"timedEvents":[]}')).toBeNull();
  });

  it('exports the file that the import accepts', () => {
    const text = exportEventsJson(events);
    expect(text).toContain('\n  "allDayEvents"');
    expect(parseImportFile(text)).toEqual({ ok: true, events });
    expect(parseImportFile(exportEventsJson({ allDay: [], timed: [] }))).toEqual({ ok: true, events: { allDay: [], timed: [] } });
  });

  it('names the export file after the day', () => {
    expect(exportFileName('2024-05-14')).toBe('time-recording-events-2024-05-14.json');
  });
});
