// The working events of the page and where "Save to browser" puts them: local storage, or,
// when the browser-memory option is off, only this module's memory (gone on reload).
import { useState } from 'react';
import { TIME_RECORDING } from '../../../../shared/constants';
import { useSettings } from '../../settings/settings-context';
import { decodeStoredEvents, encodeStoredEvents } from '../model/event-storage';
import type { CalendarEvents } from '../model/events';

/** The last saved events while the browser-memory option is off; survives moving between pages. */
let memoryCopy: CalendarEvents | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readSaved(keepOptions: boolean): CalendarEvents | null {
  if (!keepOptions) return memoryCopy;
  try {
    return decodeStoredEvents(browserStorage()?.getItem(TIME_RECORDING.storageKey) ?? null) ?? memoryCopy;
  } catch {
    return memoryCopy;
  }
}

export type SaveOutcome = 'browser' | 'memory' | 'failed';

export interface EventStore {
  events: CalendarEvents;
  setEvents(events: CalendarEvents): void;
  /** True when the working events differ from the last saved ones. */
  unsaved: boolean;
  keepOptions: boolean;
  save(): SaveOutcome;
}

export function useEventStore(createExamples: () => CalendarEvents): EventStore {
  const { keepOptions } = useSettings();
  const [events, setEvents] = useState(() => readSaved(keepOptions) ?? createExamples());
  const [saved, setSaved] = useState(events);
  const save = (): SaveOutcome => {
    const storage = browserStorage();
    try {
      if (keepOptions) {
        if (!storage) return 'failed';
        storage.setItem(TIME_RECORDING.storageKey, encodeStoredEvents(events));
      } else {
        storage?.removeItem(TIME_RECORDING.storageKey);
      }
    } catch {
      return 'failed';
    }
    memoryCopy = events;
    setSaved(events);
    return keepOptions ? 'browser' : 'memory';
  };
  return { events, setEvents, unsaved: events !== saved, keepOptions, save };
}
