// /feed.xml and /events.ics over HTTP, as a feed reader and a calendar application fetch them: the
// Atom feed parsed by an XML parser and checked for the elements RFC 4287 requires of a feed and
// its entries, one feed per language; the calendar parsed back by ical.js (Mozilla's iCalendar
// library) into its weekly rules, times and time zone; both only on their own site's hosts.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { httpsGet, registry, serverForTests, TestClock } from '@server/testing/test-server';
import { LANGUAGES } from '@shared/languages';

const FEED_SITES = ['schreiben-hilft.example', 'diakonie-forum.example', 'friede-aktion.example'];
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? (value as Node[]) : [value as Node]);
const text = (value: unknown): string => (typeof value === 'object' && value !== null ? String((value as Node)['#text'] ?? '') : String(value ?? ''));

/** The feed element of an Atom document, after checking the document is well-formed XML in the Atom namespace. */
function parseAtom(xml: string): Node {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as Node;
  const feed = parsed.feed as Node;
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  return feed;
}

/** RFC 4287 §4.1.1/§4.1.2: the elements a feed and each entry must carry exactly once. */
function expectValidAtom(feed: Node): Node[] {
  for (const element of ['id', 'title', 'updated']) expect(list(feed[element]), `feed ${element}`).toHaveLength(1);
  expect(text(feed.updated)).toMatch(RFC_3339);
  expect(list(feed.author).length).toBeGreaterThan(0);
  expect(text((feed.author as Node).name)).not.toBe('');
  expect(list(feed.link).filter((link) => link['@rel'] === 'self')).toHaveLength(1);
  const entries = list(feed.entry);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    for (const element of ['id', 'title', 'updated', 'summary']) expect(list(entry[element]), `entry ${element}`).toHaveLength(1);
    expect(text(entry.id)).toMatch(/^(tag:|https:\/\/)/);
    expect(text(entry.title)).not.toBe('');
    expect(text(entry.summary)).not.toBe('');
    expect(text(entry.updated)).toMatch(RFC_3339);
    expect(list(entry.link).filter((link) => (link['@rel'] ?? 'alternate') === 'alternate').length).toBeGreaterThan(0);
  }
  expect(new Set(entries.map((entry) => text(entry.id))).size).toBe(entries.length);
  return entries;
}

describe('feeds and the calendar over HTTP', () => {
  let server: BuiltServer;
  // Wednesday 25 November 2026, morning: the next food distribution is Friday the 27th.
  const clock = new TestClock(new Date(2026, 10, 25, 9, 0).getTime());

  serverForTests({ pages: true, trustProxy: ['127.0.0.1'], clock }, (started) => {
    server = started;
  });

  const get = (host: string, url: string) => httpsGet(server, host, url);

  describe.each(FEED_SITES)('/feed.xml on %s', (domain) => {
    it('is a valid Atom feed in English by default, with the sitemap’s caching', async () => {
      const response = await get(domain, '/feed.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe((await get(domain, '/sitemap.xml')).headers['cache-control']);
      const feed = parseAtom(response.body);
      expect(feed['@xml:lang']).toBe('en-US');
      expect(text(feed.id)).toBe(`https://${domain}/feed.xml?lang=en`);
      for (const entry of expectValidAtom(feed)) expect(list(entry.link)[0]!['@href']).toMatch(new RegExp(`^https://${domain.replace(/\./g, '\\.')}/[^?]*\\?lang=en$`));
    });

    it('has one feed per language, each in its own language', async () => {
      const english = expectValidAtom(parseAtom((await get(domain, '/feed.xml?lang=en')).body));
      for (const language of ['de', 'ar'] as const) {
        const feed = parseAtom((await get(domain, `/feed.xml?lang=${language}`)).body);
        expect(feed['@xml:lang']).toBe(LANGUAGES[language].locale);
        const entries = expectValidAtom(feed);
        expect(entries).toHaveLength(english.length);
        expect(entries.map((entry) => text(entry.title))).not.toEqual(english.map((entry) => text(entry.title)));
        for (const entry of entries) expect(list(entry.link)[0]!['@href']).toMatch(new RegExp(`\\?lang=${language}$`));
      }
    });
  });

  it('lists the writing site’s articles on the days config/sites.json gives, newest first', async () => {
    const entries = expectValidAtom(parseAtom((await get('schreiben-hilft.example', '/feed.xml?lang=de')).body));
    const published = Object.entries(registry.published!.writing!).sort(([, a], [, b]) => b.localeCompare(a));
    expect(entries.map((entry) => text(entry.id))).toEqual(published.map(([page]) => `https://schreiben-hilft.example/${page}?lang=de`));
    expect(text(entries[0]!.updated)).toBe(`${published[0]![1]}T00:00:00Z`);
  });

  it('lists the forum’s news items and its yearly archives', async () => {
    const entries = expectValidAtom(parseAtom((await get('diakonie-forum.example', '/feed.xml')).body));
    const titles = entries.map((entry) => text(entry.title));
    expect(titles[0]).toBe('November 2, 2026: Christmas café and hours over the holidays');
    expect(titles).toContain('Forum meetings 2024');
    expect(entries.find((entry) => text(entry.title) === 'Forum meetings 2024')!.updated).toBe('2024-12-04T00:00:00Z');
  });

  it('offers the daily Gospel of the last seven days, today first', async () => {
    const entries = expectValidAtom(parseAtom((await get('friede-aktion.example', '/feed.xml')).body));
    expect(entries).toHaveLength(7);
    expect(text(entries[0]!.id)).toBe('tag:friede-aktion.example,2026-11-25:daily_gospel/en');
    expect(text(entries[6]!.id)).toBe('tag:friede-aktion.example,2026-11-19:daily_gospel/en');
  });

  it.each(['martin-sommerfeld.example', 'krypta-archiv.example', 'morphem-spiel.example', 'zukunft-projekt.example', 'steuer-sommerfeld.example'])(
    'answers 404 for /feed.xml and /events.ics on %s, which has no dated content',
    async (domain) => {
      expect((await get(domain, '/feed.xml')).statusCode).toBe(404);
      expect((await get(domain, '/events.ics')).statusCode).toBe(404);
    },
  );

  it('is linked in its language from the head of the site’s pages, and sites without dated content link none', async () => {
    for (const [domain, page, language] of [
      ['schreiben-hilft.example', 'demokratie', 'de'],
      ['diakonie-forum.example', '', 'ar'],
      ['friede-aktion.example', 'daily_gospel', 'ta'],
    ] as const) {
      const html = (await get(domain, `/${page}?lang=${language}`)).body;
      const links = html.match(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g);
      expect(links).toEqual([`<link rel="alternate" type="application/atom+xml" hreflang="${LANGUAGES[language].locale}" href="https://${domain}/feed.xml?lang=${language}">`]);
    }
    for (const domain of ['krypta-archiv.example', 'martin-sommerfeld.example']) expect((await get(domain, '/?lang=de')).body).not.toContain('application/atom+xml');
  });

  it('answers 400 naming the languages for an unknown ?lang=', async () => {
    const response = await get('diakonie-forum.example', '/feed.xml?lang=xx');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('en, de, es, ru, ar, lt, it, ta');
    expect((await get('diakonie-forum.example', '/events.ics?lang=xx')).statusCode).toBe(400);
  });

  describe('/events.ics', () => {
    const organization = registry.organization!;

    it('is served only on the forum’s hosts, as text/calendar with the sitemap’s caching', async () => {
      const response = await get('diakonie-forum.example', '/events.ics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe((await get('diakonie-forum.example', '/sitemap.xml')).headers['cache-control']);
      for (const domain of ['schreiben-hilft.example', 'friede-aktion.example']) expect((await get(domain, '/events.ics')).statusCode).toBe(404);
    });

    it('parses back into the weekly food distribution and café and every meeting, in the forum’s time zone', async () => {
      const ics = (await get('diakonie-forum.example', '/events.ics?lang=de')).body;
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const zones = calendar.getAllSubcomponents('vtimezone');
      expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([organization.timeZone]);
      ICAL.TimezoneService.register(zones[0]!);
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

      const weekly = (summary: string) => events.find((event) => event.summary === summary)!;
      const food = weekly('Lebensmittelausgabe');
      const cafe = weekly('Begegnungscafé');
      for (const [event, day, start, end] of [
        [food, 'FR', '17:00', '19:00'],
        [cafe, 'TU', '15:00', '17:00'],
      ] as const) {
        expect(event.isRecurring()).toBe(true);
        const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
        expect(rule.freq).toBe('WEEKLY');
        expect(rule.getComponent('byday')).toEqual([day]);
        expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(organization.timeZone);
        expect(event.startDate.zone?.tzid).toBe(organization.timeZone);
        expect(event.startDate.toString().slice(11, 16)).toBe(start);
        expect(event.endDate.toString().slice(11, 16)).toBe(end);
      }
      // The next distribution after the test's Wednesday is Friday at 17:00 in Berlin: 16:00 UTC in winter.
      const iterator = food.iterator();
      let next = iterator.next();
      const after = ICAL.Time.fromJSDate(clock.now(), true);
      while (next && next.compare(after) < 0) next = iterator.next();
      expect(next!.toJSDate().toISOString()).toBe('2026-11-27T16:00:00.000Z');

      const meetings = events.filter((event) => event.summary === 'Forumstreffen');
      expect(meetings.map((event) => event.startDate.toString().slice(0, 10))).toEqual(organization.meetings.dates);
      expect(meetings.every((event) => !event.isRecurring() && event.startDate.toString().slice(11, 16) === organization.meetings.start)).toBe(true);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    });

    it('is offered as “Add to calendar” on the forum pages that name the dates, in the page’s language', async () => {
      const catalogue = (language: string) => JSON.parse(readFileSync(`src/client/core/i18n/locales/${language}.json`, 'utf8')) as { content: { addToCalendar: string } };
      for (const [page, language] of [
        ['', 'ar'],
        ['cafe', 'de'],
        ['news', 'en'],
        ['contact', 'lt'],
        ['2024', 'ta'],
      ] as const) {
        const html = (await get('diakonie-forum.example', `/${page}?lang=${language}`)).body;
        const link = new RegExp(`<a href="/events\\.ics\\?lang=${language}" type="text/calendar"[^>]*>${catalogue(language).content.addToCalendar}</a>`);
        expect(html, `/${page}?lang=${language}`).toMatch(link);
      }
      for (const page of ['imprint', 'media']) expect((await get('diakonie-forum.example', `/${page}`)).body).not.toContain('/events.ics');
      expect((await get('schreiben-hilft.example', '/')).body).not.toContain('/events.ics');
    });

    it('stamps every event in UTC and folds lines at 75 octets', async () => {
      const ics = (await get('diakonie-forum.example', '/events.ics?lang=ta')).body;
      const lines = ics.split('\r\n');
      expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const stamps = lines.filter((line) => line.startsWith('DTSTAMP'));
      expect(stamps.length).toBeGreaterThan(0);
      expect(stamps.every((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    });
  });
});
