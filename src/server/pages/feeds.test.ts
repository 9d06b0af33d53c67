import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@shared/languages';
import { loadRegistry } from '../registry';
import { CALENDAR_TEXTS } from './calendar/calendar';
import { newsDay } from './feeds';

const registry = loadRegistry('config/sites.json');
const headings = (language: string) =>
  readFileSync(`content/forum/${language}/news.md`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('## '));

describe('newsDay', () => {
  it('reads the day an English news heading starts with', () => {
    expect(newsDay('November 2, 2026: Christmas café and hours over the holidays')).toBe('2026-11-02');
    expect(newsDay('Smarch 2, 2026: no such month')).toBeNull();
    expect(newsDay('Christmas café')).toBeNull();
  });

  it('dates every English news item, and every translation keeps the same items in the same order', () => {
    const english = headings('en');
    expect(english.map((heading) => newsDay(heading.slice(3)))).not.toContain(null);
    for (const language of LANGUAGE_CODES) expect(headings(language), `content/forum/${language}/news.md`).toHaveLength(english.length);
  });
});

describe('the calendar’s texts', () => {
  it('name the calendar, every weekly event and the meetings in all eight languages', () => {
    const keys = ['name', 'meeting', ...registry.organization!.weekly.map((event) => event.id)];
    for (const language of LANGUAGE_CODES) for (const key of keys) expect(CALENDAR_TEXTS[language][key], `${language}: ${key}`).toBeTruthy();
  });
});
