// /events.ics (iCalendar, RFC 5545) on the site of the organisation in config/sites.json: its
// weekly events as recurring events (RRULE) from their first day, and its meetings on their dates,
// all in its time zone with the VTIMEZONE block the calendar needs. ical-generator writes the
// properties, escaping and line folding; timezones-ical-library supplies the zone's rules.
import ical, { ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { CALENDAR_PATH } from '@shared/feeds';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@shared/languages';
import { SITE_PAGES } from '@shared/site-pages';
import type { Organization, Site, SiteRegistry, Weekday } from '@shared/site-registry';
import { pageUrl } from '../head';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import lt from './locales/lt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };

type CalendarTexts = Record<string, string>;
export const CALENDAR_TEXTS: Record<LanguageCode, CalendarTexts> = {
  en: en.calendar,
  de: de.calendar,
  es: es.calendar,
  it: it.calendar,
  ru: ru.calendar,
  ar: ar.calendar,
  lt: lt.calendar,
  ta: ta.calendar,
};

const BY_DAY: Record<Weekday, ICalWeekday> = {
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
  Sunday: ICalWeekday.SU,
};

/** The organisation a site presents, when it is this site's. */
export function organizationOf(registry: SiteRegistry, site: Site): Organization | null {
  return registry.organization?.set === site.set ? registry.organization : null;
}

/** The address of a site's calendar in a language. */
export function calendarUrl(domain: string, language: LanguageCode): string {
  return `https://${domain}${CALENDAR_PATH}?lang=${language}`;
}

/**
 * A wall-clock time on a day. ical-generator writes a Date with a TZID as the Date's local fields,
 * so the time is built from local fields and reads the same whatever zone the server runs in.
 */
function wallClock(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, date, hours, minutes);
}

function nameOf(texts: CalendarTexts, key: string): string {
  const name = texts[key] ?? CALENDAR_TEXTS[FALLBACK_LANGUAGE][key];
  if (!name) throw new Error(`src/server/pages/calendar/locales/en.json: no name for the calendar entry '${key}'`);
  return name;
}

/** The calendar of the site's organisation in a language, or null when the site presents none. */
export function eventsCalendar(registry: SiteRegistry, site: Site, language: LanguageCode, now: Date): string | null {
  const organization = organizationOf(registry, site);
  if (!organization) return null;
  const texts = CALENDAR_TEXTS[language];
  const { owner } = registry;
  const location = `${organization.street}, ${owner.zip} ${owner.city}, ${owner.country}`;
  const timezone = organization.timeZone;
  const calendar = ical({
    name: nameOf(texts, 'name'),
    prodId: { company: site.domain, product: 'events', language: language.toUpperCase() },
    // No zone of the calendar's own: DTSTAMP stays in UTC, as RFC 5545 wants; each event names its zone.
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
    url: calendarUrl(site.domain, language),
  });
  for (const event of organization.weekly) {
    calendar.createEvent({
      id: `${event.id}@${site.domain}`,
      stamp: now,
      start: wallClock(event.since, event.start),
      end: wallClock(event.since, event.end),
      timezone,
      summary: nameOf(texts, event.id),
      location,
      url: pageUrl(site.domain, event.page, language),
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[event.day]] },
    });
  }
  const pages = SITE_PAGES[site.set].pages;
  for (const date of organization.meetings.dates) {
    const year = date.slice(0, 4);
    calendar.createEvent({
      id: `meeting-${date}@${site.domain}`,
      stamp: now,
      start: wallClock(date, organization.meetings.start),
      end: wallClock(date, organization.meetings.end),
      timezone,
      summary: nameOf(texts, 'meeting'),
      location,
      url: pageUrl(site.domain, pages.includes(year) ? year : '', language),
    });
  }
  return calendar.toString();
}
