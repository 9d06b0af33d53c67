// The site registry (config/sites.json): its schema, its types, and how a bad file is reported.
import { z } from 'zod';

export const SITE_SETS = [
  'personal',
  'crypt',
  'forum',
  'writing',
  'morpheme',
  'peace',
  'provisional',
  'construction',
] as const;
export type SiteSet = (typeof SITE_SETS)[number];

const text = z.string().trim().min(1);
const mail = z.email();
const web = z.url({ protocol: /^https$/ });
const phone = z.string().regex(/^\+?[0-9 ()-]{6,24}$/, 'must be a phone number such as +1 555 0100');
const hostEntry = z
  .string()
  .regex(/^(\[[0-9a-f:]+\]|[a-z0-9.-]+|\d+\.\d+\.\d+\.\d+\/\d+)$/, 'must be a lower-case host name, IP address or IPv4 CIDR range');

export const ownerContactSchema = z.strictObject({
  firstName: text,
  lastName: text,
  nickName: text,
  mail,
  web,
  street: text,
  zip: text,
  city: text,
  country: text,
  phone,
  fax: phone,
  mobile: phone,
  /**
   * The owner's public profiles elsewhere (schema.org sameAs of the Person in the pages' structured
   * data). Never a site of this deployment: no public page names another site of it.
   */
  profiles: z.array(web).max(10).optional(),
});

export const secondContactSchema = z.strictObject({ firstName: text, lastName: text, mail });

export const thirdContactSchema = z.strictObject({
  firstName: text,
  lastName: text,
  title: text,
  role: text,
  mail,
});

const titleSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('slogan'), key: z.string().regex(/^[a-zA-Z]+$/, 'must be a slogan key (letters only)') }),
  z.strictObject({ type: z.literal('logo'), dark: z.string().startsWith('/'), light: z.string().startsWith('/'), alt: text }),
  z.strictObject({ type: z.literal('domain') }),
]);

export const siteSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id'),
  set: z.enum(SITE_SETS),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain name'),
  hosts: z.array(hostEntry).min(1),
  title: titleSchema,
});

/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z.iso.date();
const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time such as 17:00');
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The organisation a site presents (structured data and calendars): where it meets and when. */
export const organizationSchema = z.strictObject({
  /** The site set that presents it. */
  set: z.enum(SITE_SETS),
  /** Its schema.org type. */
  type: z.enum(['Organization', 'NGO']),
  /** The IANA time zone its times are in. */
  timeZone: text,
  /** The street of the place where it meets (postcode, city and country are the owner's). */
  street: text,
  /** What it holds every week; `page` is the route that describes it, `since` its first day. */
  weekly: z.array(
    z.strictObject({ id: z.string().regex(/^[a-zA-Z]+$/), page: z.string(), day: z.enum(WEEKDAYS), start: clockTime, end: clockTime, since: isoDate }),
  ),
  /** Videos of its media page: the file name under /media/<domain>/videos/ and the day it was published. */
  videos: z.array(z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/), page: z.string(), uploaded: isoDate })),
  /** Its meetings, on the dates its yearly archive pages name. */
  meetings: z.strictObject({ start: clockTime, end: clockTime, dates: z.array(isoDate) }),
});
export type Organization = z.infer<typeof organizationSchema>;

export const siteRegistrySchema = z
  .strictObject({
    owner: ownerContactSchema,
    secondContact: secondContactSchema,
    thirdContact: thirdContactSchema,
    organization: organizationSchema.optional(),
    /** The day each article was first published, per site set and route path. */
    published: z.partialRecord(z.enum(SITE_SETS), z.record(z.string(), isoDate)).optional(),
    mainSite: z.string(),
    /** The site that holds the sign-in every other site asks for (single sign-on); the main site when left out. */
    accountHome: z.string().optional(),
    sites: z.array(siteSchema).min(1),
  })
  .superRefine((registry, ctx) => {
    const seenHosts = new Map<string, string>();
    const seenIds = new Set<string>();
    registry.sites.forEach((site, index) => {
      if (seenIds.has(site.id)) {
        ctx.addIssue({ code: 'custom', path: ['sites', index, 'id'], message: `duplicate site id '${site.id}'` });
      }
      seenIds.add(site.id);
      site.hosts.forEach((host, hostIndex) => {
        const other = seenHosts.get(host);
        if (other) {
          ctx.addIssue({
            code: 'custom',
            path: ['sites', index, 'hosts', hostIndex],
            message: `host '${host}' is already served by site '${other}'`,
          });
        }
        seenHosts.set(host, site.id);
      });
    });
    registry.organization?.weekly.forEach((event, index) => {
      const [year, month, day] = event.since.split('-').map(Number) as [number, number, number];
      if (WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] !== event.day) {
        ctx.addIssue({ code: 'custom', path: ['organization', 'weekly', index, 'since'], message: `${event.since} is not a ${event.day}` });
      }
      if (event.end <= event.start) ctx.addIssue({ code: 'custom', path: ['organization', 'weekly', index, 'end'], message: 'must be after start' });
    });
    registry.owner.profiles?.forEach((profile, index) => {
      const host = new URL(profile).hostname;
      const site = registry.sites.find((candidate) => candidate.domain === host || candidate.hosts.includes(host));
      if (site) ctx.addIssue({ code: 'custom', path: ['owner', 'profiles', index], message: `'${host}' is site '${site.id}' of this deployment: a profile is an address elsewhere` });
    });
    if (!registry.sites.some((site) => site.id === registry.mainSite)) {
      ctx.addIssue({ code: 'custom', path: ['mainSite'], message: `no site has the id '${registry.mainSite}'` });
    }
    if (registry.accountHome !== undefined) {
      const home = registry.sites.find((site) => site.id === registry.accountHome);
      if (!home) ctx.addIssue({ code: 'custom', path: ['accountHome'], message: `no site has the id '${registry.accountHome}'` });
      else if (!home.hosts.includes(home.domain)) ctx.addIssue({ code: 'custom', path: ['accountHome'], message: `site '${home.id}' does not answer its domain '${home.domain}'` });
    }
  });

export type SiteRegistry = z.infer<typeof siteRegistrySchema>;
export type Site = z.infer<typeof siteSchema>;
export type SiteTitle = Site['title'];
export type OwnerContact = z.infer<typeof ownerContactSchema>;

/** The account home (single sign-on): the configured site, else the main site. */
export function accountHomeOf(registry: SiteRegistry): Site {
  const id = registry.accountHome ?? registry.mainSite;
  return registry.sites.find((site) => site.id === id) ?? registry.sites[0]!;
}

export class RegistryError extends Error {}

/** Parses a registry, or throws a RegistryError naming the file, each field and its problem. */
export function parseSiteRegistry(data: unknown, fileName: string): SiteRegistry {
  const result = siteRegistrySchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `  ${fileName}: field '${field}': ${issue.message}`;
  });
  throw new RegistryError(`Invalid site registry ${fileName}:\n${problems.join('\n')}`);
}
