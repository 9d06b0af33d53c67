// Every JSON-LD block on every public page of every site, in every language, fetched over HTTP as a
// search engine reads it: it parses, names schema.org, has what Google's rich results need for its
// type, is in the page's language, and the pages carry the blocks the content calls for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORUM_MEDIA_ITEM, PROPERTY_PRICE_EUROS } from '@shared/app-constants';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import type { BuiltServer } from '@server/app';
import { httpsGet, registry, serverForTests } from '@server/testing/test-server';
import { publicPages } from '../sitemap';

type Node = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});

/** What Google's rich results (and schema.org) need of each type used, as problems; [] when the block is complete. */
function richResultProblems(block: Node, language: LanguageCode, domain: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${String(block['@type'])}: ${problem}`);
  };
  need(block['@context'] === 'https://schema.org', '@context is not https://schema.org');
  need(isText(block['@type']), 'no @type');
  if ('inLanguage' in block) need(block.inLanguage === language, `inLanguage ${String(block.inLanguage)}, not ${language}`);
  const place = (value: unknown) => isText(asNode(value).name) && isText(asNode(asNode(value).address).addressLocality);
  switch (block['@type']) {
    case 'Event': {
      need(isText(block.name), 'no name');
      need(isText(block.startDate) || 'eventSchedule' in block, 'neither startDate nor eventSchedule');
      need(place(block.location), 'no location with a name and an address');
      if ('eventSchedule' in block) {
        const schedule = asNode(block.eventSchedule);
        need(schedule['@type'] === 'Schedule', 'eventSchedule is no Schedule');
        for (const key of ['byDay', 'startTime', 'endTime', 'repeatFrequency']) need(isText(schedule[key]), `eventSchedule without ${key}`);
      }
      break;
    }
    case 'Article':
      need(isText(block.headline) && String(block.headline).length <= 110, 'no headline of at most 110 characters');
      need(isText(block.datePublished) || isText(block.dateModified), 'neither datePublished nor dateModified');
      need(isText(asNode(block.author).name), 'no author with a name');
      break;
    case 'ProfilePage':
      need(isText(asNode(block.mainEntity).name), 'no mainEntity with a name');
      break;
    case 'Offer':
      need(typeof block.price === 'number' || isText(block.price), 'no price');
      need(/^[A-Z]{3}$/.test(String(block.priceCurrency)), 'no priceCurrency');
      break;
    case 'BreadcrumbList': {
      const items = Array.isArray(block.itemListElement) ? (block.itemListElement as unknown[]).map(asNode) : [];
      need(items.length >= 2, 'fewer than two items');
      items.forEach((item, index) => {
        need(item['@type'] === 'ListItem' && item.position === index + 1, `item ${index + 1} is no ListItem at position ${index + 1}`);
        need(isText(item.name), `item ${index + 1} has no name`);
        need(String(item.item).startsWith(`https://${domain}/`), `item ${index + 1} is no address of ${domain}`);
      });
      break;
    }
    case 'VideoObject':
      for (const key of ['name', 'thumbnailUrl', 'uploadDate', 'contentUrl']) need(isText(block[key]), `no ${key}`);
      break;
    case 'AudioObject':
      need(isText(block.name) && isText(block.duration), 'no name or duration');
      break;
    case 'NGO':
    case 'Organization':
      need(isText(block.name) && isText(block.url), 'no name or url');
      need(place(block.location), 'no location with a name and an address');
      break;
    case 'WebSite':
    case 'Person':
      need(isText(block.name) && isText(block.url), 'no name or url');
      break;
    default:
      problems.push(`${String(block['@type'])}: a type this test does not know`);
  }
  const texts = JSON.stringify(block);
  need(!texts.includes('{{'), 'an unfilled placeholder');
  return problems;
}

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** English, Arabic (right to left) and a third language per site, so that every language is read on some site. */
function languagesOf(siteIndex: number): LanguageCode[] {
  const others = LANGUAGE_CODES.filter((language) => language !== 'en' && language !== 'ar');
  return ['en', 'ar', others[siteIndex % others.length]!];
}

describe('structured data on the public pages', () => {
  let server: BuiltServer;
  /** Per 'domain /page lang': the blocks of that page. */
  const found = new Map<string, Node[]>();

  serverForTests({ pages: true, trustProxy: ['127.0.0.1'] }, (started) => {
    server = started;
  });

  /** The blocks of a page, fetched once: each parsed, and checked to sit in the head with no raw '<' that could end its element. */
  async function blocksOf(domain: string, page: string, language: LanguageCode): Promise<Node[]> {
    const key = `${domain} /${page} ${language}`;
    const known = found.get(key);
    if (known) return known;
    const response = await httpsGet(server, domain, `/${page}?lang=${language}`);
    expect(response.statusCode, key).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const scripts = [...response.body.matchAll(JSON_LD)].map((match) => match[1]!);
    expect(scripts.length, key).toBe([...head.matchAll(JSON_LD)].length);
    const blocks = scripts.map((script) => {
      expect(script, key).not.toContain('<');
      return JSON.parse(script) as Node;
    });
    expect(blocks.flatMap((entry) => richResultProblems(entry, language, domain)), key).toEqual([]);
    found.set(key, blocks);
    return blocks;
  }
  const ofType = (blocks: Node[], type: string) => blocks.filter((entry) => entry['@type'] === type);

  it('is complete and valid in every block on every public page of every site', async () => {
    for (const [index, site] of registry.sites.entries()) {
      for (const page of publicPages(site)) {
        for (const language of languagesOf(index)) {
          const blocks = await blocksOf(site.domain, page, language);
          if (page === '') expect(ofType(blocks, 'WebSite'), `${site.domain} ${language}`).toHaveLength(1);
          else expect(ofType(blocks, 'BreadcrumbList'), `${site.domain}/${page} ${language}`).toHaveLength(1);
        }
      }
    }
    expect(new Set(registry.sites.flatMap((_, index) => languagesOf(index)))).toEqual(new Set(LANGUAGE_CODES));
  }, 300_000);

  it('describes the food distribution and the café as weekly events at the parish hall, in the page language', async () => {
    const events = ofType(await blocksOf('diakonie-forum.example', '', 'de'), 'Event').filter((event) => 'eventSchedule' in event);
    expect(events.map((event) => [event.name, asNode(event.eventSchedule).byDay, asNode(event.eventSchedule).startTime, asNode(event.eventSchedule).endTime, asNode(event.eventSchedule).repeatFrequency])).toEqual([
      ['Lebensmittelausgabe', 'https://schema.org/Friday', '17:00:00', '19:00:00', 'P1W'],
      ['Begegnungscafé', 'https://schema.org/Tuesday', '15:00:00', '17:00:00', 'P1W'],
    ]);
    expect(asNode(events[0]!.location)).toMatchObject({ name: 'Pfarrsaal', address: { streetAddress: registry.organization!.street, addressLocality: registry.owner.city } });
    expect(ofType(await blocksOf('diakonie-forum.example', 'cafe', 'ar'), 'Event').map((event) => event.name)).toEqual(['مقهى اللقاء']);
    expect(ofType(await blocksOf('diakonie-forum.example', '', 'en'), 'NGO')[0]).toMatchObject({ name: 'Diakonie-Forum', email: registry.thirdContact.mail, telephone: registry.owner.phone });
  });

  it('lists each year’s forum meetings as events on its archive page', async () => {
    const meetings = ofType(await blocksOf('diakonie-forum.example', '2025', 'it'), 'Event');
    expect(meetings.map((meeting) => String(meeting.startDate).slice(0, 10))).toEqual(registry.organization!.meetings.dates.filter((date) => date.startsWith('2025-')));
    expect(meetings[0]).toMatchObject({ name: 'Incontro del forum', startDate: '2025-01-22T19:00:00+01:00' });
    expect(meetings[3]).toMatchObject({ startDate: '2025-06-18T19:00:00+02:00' });
  });

  it('gives the media page its video with the day it was published and the radio feature with the day it expired', async () => {
    const blocks = await blocksOf('diakonie-forum.example', 'media', 'en');
    expect(ofType(blocks, 'VideoObject')[0]).toMatchObject({ uploadDate: '2024-05-14', contentUrl: 'https://diakonie-forum.example/media/diakonie-forum.example/videos/cafe.mp4' });
    expect(ofType(blocks, 'AudioObject')[0]).toMatchObject({ duration: 'PT1H3M51S', expires: FORUM_MEDIA_ITEM.availableUntil });
  });

  it('shows the CV as a profile page of the owner with skills, and the home page as his website', async () => {
    const profile = ofType(await blocksOf('martin-sommerfeld.example', 'cv', 'ru'), 'ProfilePage')[0]!;
    const person = asNode(profile.mainEntity);
    expect(person).toMatchObject({ '@type': 'Person', name: `${registry.owner.firstName} ${registry.owner.lastName}`, email: registry.owner.mail, url: registry.owner.web });
    // sameAs: the owner's profiles elsewhere, never another site of this deployment (site separation).
    expect(person.sameAs).toEqual(registry.owner.profiles);
    expect((person.sameAs as string[]).length).toBeGreaterThan(0);
    expect(person.jobTitle).toMatch(/[А-я]/);
    expect((person.knowsAbout as string[]).length).toBeGreaterThan(10);
    expect(JSON.stringify(profile)).not.toContain(registry.owner.street);
    expect(ofType(await blocksOf('martin-sommerfeld.example', '', 'en'), 'Person')).toHaveLength(1);
  });

  it('offers the house for 360,000 EUR with its floor size, plot, rooms and year', async () => {
    const offer = ofType(await blocksOf('martin-sommerfeld.example', 'property', 'lt'), 'Offer')[0]!;
    expect(offer).toMatchObject({ price: PROPERTY_PRICE_EUROS, priceCurrency: 'EUR' });
    expect(asNode(offer.itemOffered)).toMatchObject({
      '@type': 'SingleFamilyResidence',
      numberOfRooms: 5,
      yearBuilt: 1978,
      floorSize: { value: 115, unitCode: 'MTK' },
      additionalProperty: [{ name: 'Sklypas', value: 1094, unitCode: 'MTK' }],
    });
  });

  it('makes every essay and the daily Gospel an article', async () => {
    for (const essay of Object.keys(registry.published!.writing!)) {
      expect(ofType(await blocksOf('schreiben-hilft.example', essay, 'es'), 'Article'), essay).toHaveLength(1);
    }
    const gospel = ofType(await blocksOf('friede-aktion.example', 'daily_gospel', 'ta'), 'Article')[0]!;
    expect(gospel.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A passage of the page's language, named as the day view and the feed name it.
    const passages = JSON.parse(readFileSync('content/peace/ta/daily_gospel.json', 'utf8')) as { title: string; reference: string }[];
    expect(passages.map((passage) => `${passage.title} (${passage.reference})`)).toContain(gospel.headline);
  });

  it('names the inner pages in breadcrumbs from the site home', async () => {
    const [crumbs] = ofType(await blocksOf('diakonie-forum.example', 'contact', 'de'), 'BreadcrumbList');
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Diakonie-Forum', item: 'https://diakonie-forum.example/?lang=de' },
      { '@type': 'ListItem', position: 2, name: expect.any(String), item: 'https://diakonie-forum.example/contact?lang=de' },
    ]);
  });
});
