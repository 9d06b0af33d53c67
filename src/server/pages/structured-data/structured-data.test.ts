import { describe, expect, it } from 'vitest';
import type { Block, Inline } from '@shared/content';
import { isoDuration, skillsOf, zonedDateTime } from './structured-data';

describe('zonedDateTime', () => {
  it('writes a local time with the offset its zone has on that day', () => {
    expect(zonedDateTime('2025-01-22', '19:00', 'Europe/Berlin')).toBe('2025-01-22T19:00:00+01:00');
    expect(zonedDateTime('2025-06-18', '19:00', 'Europe/Berlin')).toBe('2025-06-18T19:00:00+02:00');
    expect(zonedDateTime('2025-06-18', '07:30', 'UTC')).toBe('2025-06-18T07:30:00+00:00');
  });
});

describe('isoDuration', () => {
  it('turns a running time into an ISO 8601 duration', () => {
    expect(isoDuration('01:03:51')).toBe('PT1H3M51S');
    expect(isoDuration('00:00:08')).toBe('PT8S');
  });
});

describe('skillsOf', () => {
  const text = (value: string) => [{ type: 'text' as const, text: value }];
  const list = (...items: Inline[][]): Block => ({ type: 'list', ordered: false, start: null, tight: true, items: items.map((children) => ({ checked: null, children: [{ type: 'paragraph', children }] })) });
  it('takes the items of the first section made of subsections with lists', () => {
    const blocks: Block[] = [
      { type: 'heading', level: 1, children: text('CV') },
      { type: 'heading', level: 2, children: text('Profile') },
      { type: 'paragraph', children: text('About me') },
      { type: 'heading', level: 2, children: text('Skills') },
      { type: 'heading', level: 3, children: text('Languages') },
      list(text('TypeScript'), [{ type: 'strong', children: text('React') }]),
      { type: 'heading', level: 3, children: text('Data') },
      list(text('PostgreSQL ')),
      { type: 'heading', level: 2, children: text('Experience') },
      { type: 'heading', level: 3, children: text('2019') },
      list(text('Consulting')),
    ];
    expect(skillsOf(blocks)).toEqual(['TypeScript', 'React', 'PostgreSQL']);
    expect(skillsOf([])).toEqual([]);
  });
});
