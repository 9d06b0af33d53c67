// One event in the calendar: a toggle button that selects it (click, Enter or Space).
import type { AnyEvent, EventRef } from '../model/events';

interface EventButtonProps {
  item: AnyEvent;
  /** The time shown before the title; none for all-day events. */
  time?: string;
  notes?: boolean;
  selected: EventRef | null;
  onSelect(ref: EventRef | null): void;
}

export function EventButton({ item, time, notes = false, selected, onSelect }: EventButtonProps) {
  const ref = { kind: item.kind, id: item.event.id };
  const pressed = selected?.kind === ref.kind && selected.id === ref.id;
  return (
    <button
      type="button"
      className={`tr-event tr-event-${item.kind === 'allDay' ? 'all-day' : 'timed'}`}
      aria-pressed={pressed}
      data-event-id={item.event.id}
      onClick={() => onSelect(pressed ? null : ref)}
    >
      {time && <span className="tr-event-time">{time}</span>}
      <span className="tr-event-title">{item.event.title}</span>
      {notes && item.event.notes && <span className="tr-event-notes">{item.event.notes}</span>}
    </button>
  );
}
