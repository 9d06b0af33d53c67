// The calendar's events and the operations the page applies to them (always returning new values).
import { addDays, wallClockMs } from './local-date';

export interface AllDayEvent {
  id: string;
  title: string;
  /** First day, 'YYYY-MM-DD'. */
  date: string;
  /** Last day (inclusive) of an event over several days. */
  endDate?: string;
  notes?: string;
}

export interface TimedEvent {
  id: string;
  title: string;
  /** Local date-time 'YYYY-MM-DDTHH:mm[:ss]'. */
  start: string;
  end: string;
  notes?: string;
}

export interface CalendarEvents {
  allDay: AllDayEvent[];
  timed: TimedEvent[];
}

export type EventKind = 'allDay' | 'timed';

export interface EventRef {
  kind: EventKind;
  id: string;
}

export type AnyEvent = { kind: 'allDay'; event: AllDayEvent } | { kind: 'timed'; event: TimedEvent };

export const NO_EVENTS: CalendarEvents = { allDay: [], timed: [] };

export function countEvents(events: CalendarEvents): number {
  return events.allDay.length + events.timed.length;
}

export function lastDayOf(event: AllDayEvent): string {
  return event.endDate ?? event.date;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

/** The events on one calendar day: all-day events covering it and timed events overlapping it, in order. */
export function eventsOnDay(events: CalendarEvents, day: string): CalendarEvents {
  const dayStart = wallClockMs(day);
  const dayEnd = wallClockMs(addDays(day, 1));
  return {
    allDay: events.allDay.filter((event) => event.date <= day && day <= lastDayOf(event)).sort((a, b) => a.date.localeCompare(b.date) || byTitle(a, b)),
    timed: events.timed
      .filter((event) => wallClockMs(event.start) < dayEnd && wallClockMs(event.end) > dayStart)
      .sort((a, b) => wallClockMs(a.start) - wallClockMs(b.start) || byTitle(a, b)),
  };
}

export function findEvent(events: CalendarEvents, ref: EventRef | null): AnyEvent | null {
  if (!ref) return null;
  if (ref.kind === 'allDay') {
    const event = events.allDay.find((item) => item.id === ref.id);
    return event ? { kind: 'allDay', event } : null;
  }
  const event = events.timed.find((item) => item.id === ref.id);
  return event ? { kind: 'timed', event } : null;
}

export function removeEvent(events: CalendarEvents, ref: EventRef): CalendarEvents {
  return ref.kind === 'allDay'
    ? { ...events, allDay: events.allDay.filter((item) => item.id !== ref.id) }
    : { ...events, timed: events.timed.filter((item) => item.id !== ref.id) };
}

/** Adds an event or replaces the one with its id; an edit may change the kind of the event. */
export function upsertEvent(events: CalendarEvents, next: AnyEvent): CalendarEvents {
  const rest = removeEvent(removeEvent(events, { kind: 'allDay', id: next.event.id }), { kind: 'timed', id: next.event.id });
  const replace = <T extends { id: string }>(list: T[], original: T[], item: T) => {
    const index = original.findIndex((entry) => entry.id === item.id);
    return index < 0 ? [...list, item] : [...list.slice(0, index), item, ...list.slice(index)];
  };
  return next.kind === 'allDay'
    ? { ...rest, allDay: replace(rest.allDay, events.allDay, next.event) }
    : { ...rest, timed: replace(rest.timed, events.timed, next.event) };
}

/** A new id that no event uses yet, from a time stamp (crypto.randomUUID needs a secure context). */
export function createEventId(events: CalendarEvents, now: number): string {
  const taken = new Set([...events.allDay, ...events.timed].map((event) => event.id));
  let serial = 0;
  let id = `event-${now.toString(36)}`;
  while (taken.has(id)) id = `event-${now.toString(36)}-${(serial += 1)}`;
  return id;
}
