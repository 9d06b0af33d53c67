// An import file is read completely and checked before anything is replaced:
// text that is not JSON is 'corrupt', JSON that is not a valid events file is 'invalid'.
import { type EventListProblem, checkEventFile } from './event-validation';
import type { CalendarEvents } from './events';

export type ImportResult =
  | { ok: true; events: CalendarEvents }
  | { ok: false; error: 'corrupt' }
  | { ok: false; error: 'invalid'; problem: EventListProblem };

export function parseImportFile(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'corrupt' };
  }
  const checked = checkEventFile(value);
  return checked.ok ? checked : { ok: false, error: 'invalid', problem: checked.problem };
}
