// Structured data (schema.org JSON-LD) of a public page, derived per page and language from the
// page's text, config/sites.json and the shared constants, never written by hand: what a search
// engine needs to show the food distribution's times, the CV as a person's profile, the house's
// price. Texts are in the page's language (the catalogues in ./locales for names no page states).
import { FORUM_MEDIA_ITEM, MEDIA_BASE, PROPERTY_BUILT_YEAR, PROPERTY_LIVING_SPACE_SQUARE_METRES, PROPERTY_PLOT_SQUARE_METRES, PROPERTY_PRICE_EUROS, PROPERTY_ROOMS } from '@shared/app-constants';
import { type Block, type PageText, blocksText, isForbidden } from '@shared/content';
import { isGospelPassageList, passageIndex } from '@shared/daily-gospel';
import type { LanguageCode } from '@shared/languages';
import type { Organization, Site, SiteRegistry, SiteSet } from '@shared/site-registry';
import type { PageService } from '../../content/page-service';
import { pageUrl } from '../head';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import lt from './locales/lt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };

type Texts = typeof en.structuredData;
const CATALOGUES: Record<LanguageCode, { structuredData: Texts }> = { en, de, es, it, ru, lt, ar, ta };

/** One JSON-LD block: a schema.org object with its @context. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;
type Thing = Record<string, unknown>;

export interface StructuredDataInput {
  registry: SiteRegistry;
  site: Site;
  /** Route path without slashes, '' for home. */
  routePath: string;
  language: LanguageCode;
  /** The site's name and the page's title as the head carries them ('<page name> | <domain>'). */
  siteName: string;
  title: string;
  /** The calendar day of the render (YYYY-MM-DD): the daily pages are that day's. */
  today: string;
  /** A public page text of the site in the language (English standing in), or null when it has none. */
  text: (page: string) => PageText | null;
}

const SCHEMA = 'https://schema.org';
const block = (type: string, properties: Thing): JsonLd => ({ '@context': SCHEMA, '@type': type, ...properties });

/** One offset format per time zone: making an Intl.DateTimeFormat costs far more than using it (a first render's profile). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) offsetFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  return format;
}

/** The offset of a time zone at a local date and time, as +hh:mm (close enough for times away from the clock change). */
function zoneOffset(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const name = offsetFormat(timeZone)
    .formatToParts(new Date(Date.UTC(year, month - 1, day, hour, minute)))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice('GMT'.length);
}

/** A local date and time with its zone's offset: 2025-01-22T19:00:00+01:00. */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${zoneOffset(date, time, timeZone)}`;
}

/** '01:03:51' → 'PT1H3M51S' (ISO 8601 duration). */
export function isoDuration(runningTime: string): string {
  const [hours, minutes, seconds] = runningTime.split(':').map(Number) as [number, number, number];
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
}

/** The list items of the CV's skills: the first section whose subsections are lists. */
export function skillsOf(blocks: Block[]): string[] {
  const sections: Block[][] = [];
  for (const entry of blocks) {
    if (entry.type === 'heading' && entry.level === 2) sections.push([]);
    else sections[sections.length - 1]?.push(entry);
  }
  const skills = sections.find((section) => section.some((entry) => entry.type === 'heading' && entry.level === 3) && section.every((entry) => entry.type === 'heading' || entry.type === 'list'));
  return (skills ?? []).flatMap((entry) => (entry.type === 'list' ? entry.items.map((item) => blocksText(item.children).trim()) : []));
}

class PageGraph {
  readonly texts: Texts;
  readonly url: string;
  readonly home: string;
  private readonly own: PageText | null;

  constructor(private readonly input: StructuredDataInput) {
    this.texts = CATALOGUES[input.language].structuredData;
    this.url = pageUrl(input.site.domain, input.routePath, input.language);
    this.home = pageUrl(input.site.domain, '', input.language);
    this.own = input.text(input.routePath);
  }

  get language() {
    return this.input.language;
  }

  /** The page's own name: its title without the ' | <domain>' the head adds. */
  get pageName(): string {
    const suffix = ` | ${this.input.site.domain}`;
    return this.input.title.endsWith(suffix) ? this.input.title.slice(0, -suffix.length) : this.input.title;
  }

  get heading(): string {
    return this.own?.title || this.pageName;
  }

  get description(): string | undefined {
    return this.own?.description || undefined;
  }

  urlOf(page: string): string {
    return pageUrl(this.input.site.domain, page, this.input.language);
  }

  textOf(page: string): PageText | null {
    return this.input.text(page);
  }

  person(details: Thing = {}): Thing {
    const { owner } = this.input.registry;
    return {
      '@type': 'Person',
      '@id': `${owner.web}/#person`,
      name: `${owner.firstName} ${owner.lastName}`,
      givenName: owner.firstName,
      familyName: owner.lastName,
      url: owner.web,
      // His profiles elsewhere (config/sites.json); never another site of this deployment.
      ...(owner.profiles?.length ? { sameAs: owner.profiles } : {}),
      ...details,
    };
  }

  /** The owner with the contact the CV and the home page show: mail, phone, web and city (never the street). */
  contactablePerson(details: Thing = {}): Thing {
    const { owner } = this.input.registry;
    return this.person({
      email: owner.mail,
      telephone: owner.phone,
      address: { '@type': 'PostalAddress', addressLocality: owner.city, addressCountry: owner.country },
      ...details,
    });
  }

  webSite(): JsonLd {
    return block('WebSite', { '@id': `https://${this.input.site.domain}/#website`, name: this.input.siteName, url: this.home, inLanguage: this.language, description: this.description });
  }

  breadcrumbs(): JsonLd {
    return block('BreadcrumbList', {
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: this.input.siteName, item: this.home },
        { '@type': 'ListItem', position: 2, name: this.pageName, item: this.url },
      ],
    });
  }

  article(datePublished: string, headline = this.heading): JsonLd {
    return block('Article', {
      headline: headline.slice(0, 110),
      description: this.description,
      inLanguage: this.language,
      datePublished,
      dateModified: datePublished,
      url: this.url,
      mainEntityOfPage: this.url,
      author: this.person(),
      publisher: this.person(),
    });
  }

  get organization(): Organization | null {
    return this.input.registry.organization?.set === this.input.site.set ? this.input.registry.organization : null;
  }

  place(): Thing {
    const { owner } = this.input.registry;
    return {
      '@type': 'Place',
      name: this.texts.parishHall,
      address: { '@type': 'PostalAddress', streetAddress: this.organization?.street, postalCode: owner.zip, addressLocality: owner.city, addressCountry: owner.country },
    };
  }

  organizer(): Thing {
    return { '@type': this.organization?.type ?? 'Organization', name: this.input.siteName, url: this.home };
  }

  organizationBlock(organization: Organization): JsonLd {
    const { owner, secondContact, thirdContact } = this.input.registry;
    const place = this.place();
    return block(organization.type, {
      '@id': `https://${this.input.site.domain}/#organization`,
      name: this.input.siteName,
      url: this.home,
      description: this.textOf('')?.description,
      email: thirdContact.mail,
      telephone: owner.phone,
      address: place.address,
      location: place,
      contactPoint: [
        { '@type': 'ContactPoint', contactType: this.input.siteName, email: thirdContact.mail, telephone: owner.phone, availableLanguage: this.language },
        { '@type': 'ContactPoint', contactType: this.texts.foodDistribution, email: secondContact.mail, availableLanguage: this.language },
      ],
    });
  }

  weeklyEvent(organization: Organization, event: Organization['weekly'][number]): JsonLd {
    const name = this.texts[event.id as keyof Texts] ?? event.id;
    return block('Event', {
      name,
      description: this.textOf(event.page)?.description,
      url: this.urlOf(event.page),
      inLanguage: this.language,
      startDate: zonedDateTime(event.since, event.start, organization.timeZone),
      eventSchedule: {
        '@type': 'Schedule',
        byDay: `${SCHEMA}/${event.day}`,
        startTime: `${event.start}:00`,
        endTime: `${event.end}:00`,
        repeatFrequency: 'P1W',
        startDate: event.since,
        scheduleTimezone: organization.timeZone,
      },
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      isAccessibleForFree: true,
      location: this.place(),
      organizer: this.organizer(),
    });
  }

  meeting(organization: Organization, date: string): JsonLd {
    const year = date.slice(0, 4);
    return block('Event', {
      name: this.texts.forumMeeting,
      url: this.urlOf(this.textOf(year) ? year : ''),
      inLanguage: this.language,
      startDate: zonedDateTime(date, organization.meetings.start, organization.timeZone),
      endDate: zonedDateTime(date, organization.meetings.end, organization.timeZone),
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      isAccessibleForFree: true,
      location: this.place(),
      organizer: this.organizer(),
    });
  }

  video(video: Organization['videos'][number]): JsonLd {
    const { domain } = this.input.site;
    return block('VideoObject', {
      name: this.texts.cafeVideo,
      description: this.description,
      inLanguage: this.language,
      uploadDate: video.uploaded,
      thumbnailUrl: `https://${domain}${MEDIA_BASE}/${domain}/images/${video.name}.jpg`,
      contentUrl: `https://${domain}${MEDIA_BASE}/${domain}/videos/${video.name}.mp4`,
      url: this.url,
    });
  }
}

type PageRule = (graph: PageGraph, input: StructuredDataInput) => JsonLd[];

const personalRules: Record<string, PageRule> = {
  '': (graph) => [graph.webSite(), block('Person', graph.contactablePerson({ jobTitle: graph.texts.jobTitle }))],
  cv: (graph, input) =>
    [
      block('ProfilePage', {
        name: graph.heading,
        description: graph.description,
        url: graph.url,
        inLanguage: graph.language,
        mainEntity: graph.contactablePerson({ jobTitle: graph.texts.jobTitle, knowsAbout: skillsOf(input.text('cv')?.blocks ?? []) }),
      }),
    ],
  property: (graph, input) => {
    const { owner } = input.registry;
    const area = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MTK', unitText: 'm²' });
    return [
      block('Offer', {
        name: graph.heading,
        description: graph.description,
        url: graph.url,
        inLanguage: graph.language,
        price: PROPERTY_PRICE_EUROS,
        priceCurrency: 'EUR',
        availability: `${SCHEMA}/InStock`,
        seller: graph.contactablePerson(),
        itemOffered: {
          '@type': 'SingleFamilyResidence',
          name: graph.heading,
          numberOfRooms: PROPERTY_ROOMS,
          floorSize: area(PROPERTY_LIVING_SPACE_SQUARE_METRES),
          yearBuilt: PROPERTY_BUILT_YEAR,
          address: { '@type': 'PostalAddress', addressLocality: owner.city, addressCountry: owner.country },
          additionalProperty: [{ '@type': 'PropertyValue', name: graph.texts.plot, value: PROPERTY_PLOT_SQUARE_METRES, unitCode: 'MTK', unitText: 'm²' }],
        },
      }),
    ];
  },
};

/** What the forum's pages say about the organisation, its weekly events, its meetings and its media. */
function forumRule(graph: PageGraph, input: StructuredDataInput): JsonLd[] {
  const organization = graph.organization;
  if (!organization) return [];
  const blocks: JsonLd[] = [];
  if (input.routePath === '' || input.routePath === 'contact') blocks.push(graph.organizationBlock(organization));
  for (const event of organization.weekly) {
    if (input.routePath === '' || input.routePath === event.page) blocks.push(graph.weeklyEvent(organization, event));
  }
  const meetings = organization.meetings.dates.filter((date) => (input.routePath === '' ? date >= input.today : date.startsWith(`${input.routePath}-`)));
  blocks.push(...meetings.map((date) => graph.meeting(organization, date)));
  for (const video of organization.videos.filter((entry) => entry.page === input.routePath)) {
    blocks.push(
      graph.video(video),
      block('AudioObject', {
        name: graph.texts.radioFeature,
        inLanguage: graph.language,
        duration: isoDuration(FORUM_MEDIA_ITEM.duration),
        expires: FORUM_MEDIA_ITEM.availableUntil,
        url: graph.url,
      }),
    );
  }
  return blocks;
}

/** The title and reference of the passage the day view shows today, as the page's feed names it. */
function todaysPassage(input: StructuredDataInput): string | null {
  const passages = input.text('daily_gospel')?.extra;
  if (!isGospelPassageList(passages)) return null;
  const [year, month, day] = input.today.split('-').map(Number) as [number, number, number];
  const passage = passages[passageIndex(new Date(year, month - 1, day, 12), passages.length)]!;
  return `${passage.title} (${passage.reference})`;
}

/** Pages with rules of their own per site set; every home is a WebSite and every inner page has breadcrumbs besides. */
const RULES: Partial<Record<SiteSet, (graph: PageGraph, input: StructuredDataInput) => JsonLd[]>> = {
  personal: (graph, input) => personalRules[input.routePath]?.(graph, input) ?? [],
  forum: forumRule,
  writing: (graph, input) => {
    const published = input.registry.published?.writing?.[input.routePath];
    return published ? [graph.article(published)] : [];
  },
  peace: (graph, input) => (input.routePath === 'daily_gospel' ? [graph.article(input.today, todaysPassage(input) ?? graph.heading)] : []),
};

/** The JSON-LD blocks of a public page: without undefined values, so every property named has a value. */
export function structuredData(input: StructuredDataInput): JsonLd[] {
  const graph = new PageGraph(input);
  const own = RULES[input.site.set]?.(graph, input) ?? [];
  const blocks = input.routePath === '' ? (own.some((entry) => entry['@type'] === 'WebSite') ? own : [graph.webSite(), ...own]) : [...own, graph.breadcrumbs()];
  return JSON.parse(JSON.stringify(blocks)) as JsonLd[];
}

/** The blocks of a rendered public page, the site's texts read as a visitor without a session reads them. */
export function publicStructuredData(pages: PageService, input: Omit<StructuredDataInput, 'text'>): JsonLd[] {
  return structuredData({
    ...input,
    text: (page) => {
      const outcome = pages.load(input.site, page, input.language, null);
      return outcome.kind === 'page' && !isForbidden(outcome.data) ? outcome.data : null;
    },
  });
}
