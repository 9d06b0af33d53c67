// The ARIA tabs pattern: one tab stop, arrow keys move between tabs (mirrored right to left),
// Home and End jump to the ends, and selection follows focus. Hidden panels stay in the DOM.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  dir: 'ltr' | 'rtl';
}

export function Tabs<Id extends string>({ label, tabs, selected, onSelect, dir }: TabsProps<Id>) {
  const base = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === next) select(index + 1);
    else if (event.key === previous) select(index - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="tab-panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
