// The initial example events: a realistic fortnight of community dates around today.
// Titles and notes come translated from the caller, so the examples speak the visitor's language.
import { weekStart } from './calendar-grid';
import type { CalendarEvents } from './events';
import { addDays, atTime } from './local-date';

export type ExampleText = 'cafe' | 'foodDistribution' | 'forumMeeting' | 'teamMeeting' | 'holiday' | 'retreat';

/** Translates an example's title or notes, e.g. text('cafe', 'title'). */
export type ExampleTranslator = (example: ExampleText, part: 'title' | 'notes') => string;

/** Example events relative to `today` ('YYYY-MM-DD'): last week, this week and next week (weeks from Monday). */
export function createExampleEvents(today: string, text: ExampleTranslator): CalendarEvents {
  const monday = weekStart(today, 1);
  const day = (offset: number) => addDays(monday, offset);
  const timed = (id: string, example: ExampleText, offset: number, from: string, to: string) => ({
    id,
    title: text(example, 'title'),
    start: atTime(day(offset), from),
    end: atTime(day(offset), to),
    notes: text(example, 'notes'),
  });
  return {
    allDay: [
      { id: 'example-holiday', title: text('holiday', 'title'), date: day(10), notes: text('holiday', 'notes') },
      { id: 'example-retreat', title: text('retreat', 'title'), date: day(11), endDate: day(13), notes: text('retreat', 'notes') },
    ],
    timed: [
      timed('example-team-meeting', 'teamMeeting', -7, '10:00', '11:30'),
      timed('example-cafe-1', 'cafe', 1, '15:00', '17:00'),
      timed('example-food-1', 'foodDistribution', 4, '17:00', '19:00'),
      timed('example-cafe-2', 'cafe', 8, '15:00', '17:00'),
      timed('example-forum-meeting', 'forumMeeting', 9, '19:00', '21:00'),
      timed('example-food-2', 'foodDistribution', 11, '17:00', '19:00'),
    ],
  };
}
