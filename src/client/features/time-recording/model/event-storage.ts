// The events in the browser's storage and in exported files: one versioned layout that the import accepts.
import { TIME_RECORDING } from '@shared/app-constants';
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';
import { type EventFile, checkEventFile } from './event-validation';
import type { CalendarEvents } from './events';

export function toEventFile(events: CalendarEvents): EventFile {
  return { version: TIME_RECORDING.fileVersion, allDayEvents: events.allDay, timedEvents: events.timed };
}

/** The text kept under TIME_RECORDING.storageKey. */
export function encodeStoredEvents(events: CalendarEvents): string {
  return encodeStoredValue(toEventFile(events));
}

/** The stored events, or null when nothing usable is stored (missing, corrupt or invalid). */
export function decodeStoredEvents(text: string | null): CalendarEvents | null {
  if (text === null) return null;
  try {
    const checked = checkEventFile(decodeStoredValue(text));
    return checked.ok ? checked.events : null;
  } catch {
    return null;
  }
}

/** The content of an exported file, indented for people who open it. */
export function exportEventsJson(events: CalendarEvents): string {
  return `${JSON.stringify(toEventFile(events), null, 2)}\n`;
}

export function exportFileName(day: string): string {
  return `${TIME_RECORDING.exportFileStem}-${day}.json`;
}
