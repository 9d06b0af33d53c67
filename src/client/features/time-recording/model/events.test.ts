import { describe, expect, it } from 'vitest';
import { type CalendarEvents, countEvents, createEventId, eventsOnDay, findEvent, removeEvent, upsertEvent } from './events';

const events: CalendarEvents = {
  allDay: [
    { id: 'retreat', title: 'Retreat', date: '2024-05-10', endDate: '2024-05-12' },
    { id: 'holiday', title: 'Holiday', date: '2024-05-11' },
  ],
  timed: [
    { id: 'night', title: 'Night watch', start: '2024-05-10T22:00', end: '2024-05-11T06:00' },
    { id: 'cafe', title: 'Café', start: '2024-05-11T15:00', end: '2024-05-11T17:00' },
    { id: 'breakfast', title: 'Breakfast', start: '2024-05-11T08:00', end: '2024-05-11T09:00' },
    { id: 'late', title: 'Late', start: '2024-05-11T23:00', end: '2024-05-12T00:00' },
  ],
};

describe('events', () => {
  it('finds the events of a day in order, including events over several days', () => {
    const day = eventsOnDay(events, '2024-05-11');
    expect(day.allDay.map((event) => event.id)).toEqual(['retreat', 'holiday']);
    expect(day.timed.map((event) => event.id)).toEqual(['night', 'breakfast', 'cafe', 'late']);
    expect(eventsOnDay(events, '2024-05-12').timed).toEqual([]);
    expect(eventsOnDay(events, '2024-05-12').allDay.map((event) => event.id)).toEqual(['retreat']);
    expect(eventsOnDay(events, '2024-05-13')).toEqual({ allDay: [], timed: [] });
  });

  it('finds, removes and replaces events by kind and id', () => {
    expect(findEvent(events, { kind: 'timed', id: 'cafe' })?.event.title).toBe('Café');
    expect(findEvent(events, { kind: 'allDay', id: 'cafe' })).toBeNull();
    expect(findEvent(events, null)).toBeNull();
    expect(countEvents(removeEvent(events, { kind: 'timed', id: 'cafe' }))).toBe(5);
    const renamed = upsertEvent(events, { kind: 'timed', event: { id: 'cafe', title: 'Open café', start: '2024-05-11T15:00', end: '2024-05-11T18:00' } });
    expect(renamed.timed.map((event) => event.title)).toEqual(['Night watch', 'Open café', 'Breakfast', 'Late']);
    expect(events.timed[1]!.title).toBe('Café');
  });

  it('moves an event to the other kind when an edit changes it', () => {
    const moved = upsertEvent(events, { kind: 'allDay', event: { id: 'cafe', title: 'Café day', date: '2024-05-11' } });
    expect(moved.timed.map((event) => event.id)).not.toContain('cafe');
    expect(moved.allDay.map((event) => event.id)).toEqual(['retreat', 'holiday', 'cafe']);
  });

  it('creates ids nobody uses', () => {
    const now = 1_700_000_000_000;
    const first = createEventId(events, now);
    const withFirst = upsertEvent(events, { kind: 'allDay', event: { id: first, title: 'A', date: '2024-01-01' } });
    const second = createEventId(withFirst, now);
    expect(second).not.toBe(first);
    expect(second.startsWith(first)).toBe(true);
  });
});
