import { describe, expect, it } from 'vitest';
import { checkEventFile } from './event-validation';
import { toEventFile } from './event-storage';
import { countEvents } from './events';
import { isoWeekday } from './local-date';
import { createExampleEvents } from './mock-data';

const text = (example: string, part: string) => `${example}.${part}`;

describe('example events', () => {
  it('are about eight valid events', () => {
    const events = createExampleEvents('2024-05-15', text);
    expect(countEvents(events)).toBe(8);
    expect(checkEventFile(toEventFile(events)).ok).toBe(true);
  });

  it('lie around today: café on Tuesdays 15:00–17:00, food distribution on Fridays at 17:00', () => {
    const events = createExampleEvents('2024-05-15', text);
    const cafes = events.timed.filter((event) => event.title === 'cafe.title');
    expect(cafes.map((event) => [event.start, event.end])).toEqual([
      ['2024-05-14T15:00', '2024-05-14T17:00'],
      ['2024-05-21T15:00', '2024-05-21T17:00'],
    ]);
    const food = events.timed.filter((event) => event.title === 'foodDistribution.title');
    expect(food.every((event) => isoWeekday(event.start.slice(0, 10)) === 5 && event.start.endsWith('T17:00'))).toBe(true);
    expect(events.timed.some((event) => event.title === 'forumMeeting.title')).toBe(true);
    expect(events.allDay.map((event) => event.title)).toEqual(['holiday.title', 'retreat.title']);
    const days = [...events.timed.map((event) => event.start.slice(0, 10)), ...events.allDay.map((event) => event.date)].sort();
    expect(days[0]! >= '2024-05-06' && days[days.length - 1]! <= '2024-05-26').toBe(true);
  });

  it('follow today and the translator', () => {
    const sunday = createExampleEvents('2024-05-19', text);
    expect(sunday).toEqual(createExampleEvents('2024-05-13', text));
    expect(createExampleEvents('2024-05-20', text).timed[1]!.start).toBe('2024-05-21T15:00');
    expect(createExampleEvents('2024-05-15', () => 'Café').timed[0]!.title).toBe('Café');
  });
});
