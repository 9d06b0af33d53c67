// Per host: /feed.xml, an Atom 1.0 feed (RFC 4287) of the site's dated content in one language:
// the writing site's articles, the forum's news and yearly archives, the peace site's daily Gospel.
// Sites without dated content have no feed. Dates come from config/sites.json and the content
// files, never from the render. The XML is written by xmlbuilder2, which escapes and declares
// the namespace, so no text of a content file can break the document.
import { create } from 'xmlbuilder2';
import { type Block, type PageText, blocksText, isForbidden, plainText } from '@shared/content';
import { isGospelPassageList, passageIndex } from '@shared/daily-gospel';
import { ATOM_TYPE, FEED_PATH } from '@shared/feeds';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '@shared/languages';
import { FORUM_YEARS } from '@shared/site-pages';
import type { Site, SiteRegistry, SiteSet } from '@shared/site-registry';
import type { PageService } from '../content/page-service';
import { pageUrl } from './head';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
/** How many days of the daily Gospel, today included, the peace site's feed offers. */
export const GOSPEL_FEED_DAYS = 7;

export interface FeedEntry {
  /** A tag: URI or the entry's canonical URL. */
  id: string;
  title: string;
  /** RFC 3339. */
  updated: string;
  link: string;
  summary: string;
}

export interface FeedSources {
  registry: SiteRegistry;
  pages: PageService;
  /** The calendar day the daily pages show (the server's date). */
  today: Date;
}

type EntriesOf = (site: Site, language: LanguageCode, sources: FeedSources) => FeedEntry[];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const startOfDay = (day: string) => `${day}T00:00:00Z`;

/** The public text of a page in a language (English standing in), or null. */
function textOf(sources: FeedSources, site: Site, page: string, language: LanguageCode): PageText | null {
  const outcome = sources.pages.load(site, page, language, null);
  return outcome.kind === 'page' && !isForbidden(outcome.data) ? outcome.data : null;
}

/** A page's blocks cut at its level-2 headings: each heading with the blocks up to the next one. */
function sections(blocks: Block[]): { heading: string; text: string }[] {
  const found: { heading: string; parts: string[] }[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' && block.level === 2) found.push({ heading: plainText(block.children), parts: [] });
    else if (found.length && block.type !== 'heading') found.at(-1)!.parts.push(blocksText([block]));
  }
  return found.map(({ heading, parts }) => ({ heading, text: parts.join(' ').replace(/\s+/g, ' ').trim() }));
}

/** The day an English news heading starts with ("November 2, 2026: …"), or null. */
export function newsDay(heading: string): string | null {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4}):/.exec(heading);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  return match && month >= 0 ? `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : null;
}

/** The articles the registry dates (`published`), each linked to its page in the language. */
const articleEntries: EntriesOf = (site, language, sources) =>
  Object.entries(sources.registry.published?.[site.set] ?? {}).flatMap(([page, day]) => {
    const text = textOf(sources, site, page, language);
    const link = pageUrl(site.domain, page, language);
    return text ? [{ id: link, title: text.title, updated: startOfDay(day), link, summary: text.description }] : [];
  });

/**
 * The news page's items: dated by the English headings, told in the language's own section at the
 * same place (every translation keeps the English order, which the content check holds).
 */
const newsEntries: EntriesOf = (site, language, sources) => {
  const english = textOf(sources, site, 'news', FALLBACK_LANGUAGE);
  const translated = textOf(sources, site, 'news', language);
  if (!english || !translated) return [];
  const told = sections(translated.blocks);
  const seen = new Map<string, number>();
  return sections(english.blocks).flatMap((section, index) => {
    const day = newsDay(section.heading);
    const own = told[index];
    if (!day || !own) return [];
    const count = (seen.get(day) ?? 0) + 1;
    seen.set(day, count);
    return [{ id: `tag:${site.domain},${day}:news/${count}/${language}`, title: own.heading, updated: startOfDay(day), link: pageUrl(site.domain, 'news', language), summary: own.text }];
  });
};

/** The yearly archives of the meetings, each updated on its year's last meeting (config/sites.json). */
const archiveEntries: EntriesOf = (site, language, sources) => {
  const dates = sources.registry.organization?.set === site.set ? sources.registry.organization.meetings.dates : [];
  return FORUM_YEARS.flatMap((year) => {
    const last = dates.filter((date) => date.startsWith(`${year}-`)).sort().at(-1);
    const text = textOf(sources, site, year, language);
    const link = pageUrl(site.domain, year, language);
    return last && text ? [{ id: link, title: text.title, updated: startOfDay(last), link, summary: text.description }] : [];
  });
};

/** The daily Gospel of the last days, today included: the passage the day view shows for each day. */
const gospelEntries: EntriesOf = (site, language, sources) => {
  const text = textOf(sources, site, 'daily_gospel', language);
  if (!text || !isGospelPassageList(text.extra)) return [];
  const passages = text.extra;
  const { today } = sources;
  return Array.from({ length: GOSPEL_FEED_DAYS }, (_, back) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back, 12);
    const passage = passages[passageIndex(day, passages.length)]!;
    const date = isoDay(day);
    return {
      id: `tag:${site.domain},${date}:daily_gospel/${language}`,
      title: `${date}: ${passage.title} (${passage.reference})`,
      updated: startOfDay(date),
      link: pageUrl(site.domain, 'daily_gospel', language),
      summary: passage.text,
    };
  });
};

/** Which site sets have a feed, and what it is made of. */
const FEEDS: Partial<Record<SiteSet, EntriesOf>> = {
  writing: articleEntries,
  forum: (site, language, sources) => [...newsEntries(site, language, sources), ...archiveEntries(site, language, sources)],
  peace: gospelEntries,
};

export function hasFeed(set: SiteSet): boolean {
  return FEEDS[set] !== undefined;
}

/** The address of a site's feed in a language. */
export function feedUrl(domain: string, language: LanguageCode): string {
  return `https://${domain}${FEED_PATH}?lang=${language}`;
}

/** The feed's entries, newest first; empty for a site without dated content. */
export function feedEntries(site: Site, language: LanguageCode, sources: FeedSources): FeedEntry[] {
  const entries = FEEDS[site.set]?.(site, language, sources) ?? [];
  return entries.sort((a, b) => b.updated.localeCompare(a.updated));
}

/** The Atom document of a site in a language, or null when the site has no dated content. */
export function atomFeed(site: Site, language: LanguageCode, sources: FeedSources): string | null {
  const entries = feedEntries(site, language, sources);
  if (!entries.length) return null;
  const home = textOf(sources, site, '', language);
  const { owner } = sources.registry;
  const locale = LANGUAGES[language].locale;
  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM_NAMESPACE, 'feed', { 'xml:lang': locale });
  feed.ele('id').txt(feedUrl(site.domain, language));
  feed.ele('title').txt(home?.title || site.domain);
  if (home?.description) feed.ele('subtitle').txt(home.description);
  feed.ele('updated').txt(entries[0]!.updated);
  feed.ele('link', { rel: 'self', type: ATOM_TYPE, href: feedUrl(site.domain, language) });
  feed.ele('link', { rel: 'alternate', type: 'text/html', hreflang: locale, href: pageUrl(site.domain, '', language) });
  feed.ele('author').ele('name').txt(`${owner.firstName} ${owner.lastName}`).up().ele('uri').txt(owner.web);
  for (const entry of entries) {
    const element = feed.ele('entry');
    element.ele('id').txt(entry.id);
    element.ele('title').txt(entry.title);
    element.ele('updated').txt(entry.updated);
    element.ele('link', { rel: 'alternate', type: 'text/html', hreflang: locale, href: entry.link });
    element.ele('summary').txt(entry.summary);
  }
  return feed.end({ prettyPrint: true });
}
