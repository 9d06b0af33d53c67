// The working events of the page and where "Save to browser" puts them (the settings store's app
// data: local storage, or memory while the browser-memory option is off). The examples show until
// the saved events are known after hydration, and whenever nothing is saved.
import { useState } from 'react';
import { TIME_RECORDING } from '@shared/app-constants';
import { useSettings } from '@client/core/settings/settings-context';
import type { StoredWhere } from '@client/core/settings/settings-store';
import { useStoredText } from '@client/core/settings/use-stored-text';
import { decodeStoredEvents, encodeStoredEvents } from '../model/event-storage';
import type { CalendarEvents } from '../model/events';

export type SaveOutcome = StoredWhere;

export interface EventStore {
  events: CalendarEvents;
  setEvents(events: CalendarEvents): void;
  /** True when the working events differ from the last saved ones. */
  unsaved: boolean;
  keepOptions: boolean;
  save(): SaveOutcome;
}

function decode(text: string | null): CalendarEvents | null {
  try {
    return decodeStoredEvents(text);
  } catch {
    return null;
  }
}

export function useEventStore(createExamples: () => CalendarEvents): EventStore {
  const { keepOptions } = useSettings();
  const { text, write } = useStoredText(TIME_RECORDING.storageKey);
  const [examples] = useState(createExamples);
  // The working copy starts from what is saved, and starts again whenever the saved text changes
  // (loaded after hydration, saved, imported or reset elsewhere).
  const [working, setWorking] = useState<{ basis: string | null; saved: CalendarEvents; events: CalendarEvents }>(() => {
    const saved = decode(text) ?? examples;
    return { basis: text, saved, events: saved };
  });
  let current = working;
  if (working.basis !== text) {
    const saved = decode(text) ?? examples;
    current = { basis: text, saved, events: saved };
    setWorking(current);
  }
  const save = (): SaveOutcome => {
    const encoded = encodeStoredEvents(current.events);
    const where = write(encoded);
    if (where !== 'failed') setWorking({ basis: encoded, saved: current.events, events: current.events });
    return where;
  };
  return {
    events: current.events,
    setEvents: (events) => setWorking((state) => ({ ...state, events })),
    unsaved: current.events !== current.saved,
    keepOptions,
    save,
  };
}
