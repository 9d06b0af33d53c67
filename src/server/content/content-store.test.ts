import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../registry';
import { ContentStore, describeFromText } from './content-store';

const registry = loadRegistry('config/sites.json');
const store = new ContentStore('content', registry);
const site = (id: string) => registry.sites.find((entry) => entry.id === id)!;

describe('ContentStore', () => {
  it('hands out a page in the language asked for, with placeholders filled from the registry', () => {
    const text = store.text(site('personal'), 'personal', '', 'de')!;
    expect(text).toMatchObject({ page: '', language: 'de', fallback: false });
    expect(text.title).not.toBe('');
    expect(JSON.stringify(text.blocks)).toContain(registry.owner.mail);
    expect(JSON.stringify(text.blocks)).not.toContain('{{');
  });

  it('falls back to English for a language without the file and says so', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(root, 'forum', 'en'), { recursive: true });
    mkdirSync(path.join(root, 'forum', 'de'), { recursive: true });
    writeFileSync(path.join(root, 'forum', 'en', 'cafe.md'), '---\ndescription: Coffee on Tuesdays.\n---\n# Café\n\nCoffee.');
    writeFileSync(path.join(root, 'forum', 'de', 'home.md'), '# Start\n\nWillkommen.');
    const fixture = new ContentStore(root, registry);
    expect(fixture.text(site('forum'), 'forum', 'cafe', 'de')).toMatchObject({ title: 'Café', language: 'en', fallback: true, description: 'Coffee on Tuesdays.' });
    expect(fixture.text(site('forum'), 'forum', 'cafe', 'en')).toMatchObject({ fallback: false });
    expect(fixture.text(site('forum'), 'forum', 'news', 'de')).toBeNull();
  });

  it('reads a changed, added or removed file again on refresh, and keeps the page when its JSON is broken', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(root, 'forum', 'en'), { recursive: true });
    mkdirSync(path.join(root, 'forum', 'de'), { recursive: true });
    const file = (language: string, name: string) => path.join(root, 'forum', language, name);
    writeFileSync(file('en', 'cafe.md'), '# Café\n\nCoffee.');
    const fixture = new ContentStore(root, registry);
    const cafe = (language: 'en' | 'de') => fixture.text(site('forum'), 'forum', 'cafe', language);
    expect(cafe('en')).toMatchObject({ title: 'Café', extra: null });

    writeFileSync(file('en', 'cafe.md'), '# Café on Tuesdays\n\nCoffee.');
    fixture.refresh(file('en', 'cafe.md'));
    expect(cafe('en')).toMatchObject({ title: 'Café on Tuesdays' });

    writeFileSync(file('en', 'cafe.json'), '{"hours": "15-17"}');
    fixture.refresh(file('en', 'cafe.json'));
    expect(cafe('en')).toMatchObject({ extra: { hours: '15-17' } });
    writeFileSync(file('en', 'cafe.json'), '{"hours": ');
    expect(() => fixture.refresh(file('en', 'cafe.json'))).toThrow(/cafe\.json/);
    expect(cafe('en')).toMatchObject({ title: 'Café on Tuesdays', extra: { hours: '15-17' } });

    writeFileSync(file('de', 'cafe.md'), '# Café am Dienstag\n\nKaffee.');
    fixture.refresh(file('de', 'cafe.md'));
    expect(cafe('de')).toMatchObject({ title: 'Café am Dienstag', fallback: false });
    rmSync(file('de', 'cafe.md'));
    fixture.refresh(file('de', 'cafe.md'));
    expect(cafe('de')).toMatchObject({ title: 'Café on Tuesdays', fallback: true });

    writeFileSync(path.join(root, 'README.md'), '# Notes');
    expect(() => fixture.refresh(path.join(root, 'README.md'))).not.toThrow();
    expect(() => fixture.refresh(path.join(root, '..', 'elsewhere', 'en', 'x.md'))).not.toThrow();
  });

  it('fills {{site.domain}} per site, so two sites of one set get their own domain', () => {
    const future = JSON.stringify(store.text(site('provisional-future'), 'provisional', '', 'en')!.blocks);
    const house = JSON.stringify(store.text(site('provisional-house'), 'provisional', '', 'en')!.blocks);
    expect(future).toContain('zukunft-projekt.example');
    expect(house).toContain('neues-haus.example');
    expect(house).not.toContain('zukunft-projekt.example');
  });

  it('carries the companion data of a page', () => {
    const gospel = store.text(site('peace'), 'peace', 'daily_gospel', 'en')!;
    expect(Array.isArray(gospel.extra)).toBe(true);
    expect(store.text(site('peace'), 'peace', 'work', 'en')!.extra).toBeNull();
  });

  it('gives every page a description', () => {
    for (const [id, folder, page] of [['forum', 'forum', ''], ['crypt', 'crypt', 'intern/1971'], ['personal', 'members', 'intern/doc']] as const) {
      expect(store.text(site(id), folder, page, 'en')!.description.length, `${folder}/${page}`).toBeGreaterThan(40);
    }
  });
});

describe('describeFromText', () => {
  it('takes the first paragraph and cuts it at a word within 160 characters', () => {
    const long = 'word '.repeat(60).trim();
    const described = describeFromText([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: long }] },
    ]);
    expect(described.length).toBeLessThanOrEqual(160);
    expect(described).toMatch(/word…$/);
    expect(describeFromText([{ type: 'paragraph', children: [{ type: 'text', text: 'Short.' }] }])).toBe('Short.');
  });
});
