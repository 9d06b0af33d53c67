// The pages of each site set besides the common routes (SPEC §2), as data: the route modules,
// the server's content and access rules, the content check and the browser tests all read this
// one list. Every page has a content file content/<set>/<lang>/<page>.md; the home page is ''.
import { MEMBER_ROUTES, PUBLIC_COMMON_ROUTES } from './routes';
import type { SiteSet } from './site-registry';

export interface SitePages {
  /** Public pages, home first. */
  pages: readonly string[];
  /** Pages for logged-in users with the internal flag. */
  internal: readonly string[];
}

export const FORUM_YEARS = ['2025', '2024', '2023', '2022', '2021', '2020'] as const;
export const WRITING_ARTICLES = ['demokratie', 'hoffnung', 'nachbarschaft', 'zuhoeren', 'langsamkeit', 'verantwortung', 'vergebung'] as const;

export const SITE_PAGES: Record<SiteSet, SitePages> = {
  personal: { pages: ['', 'cv', 'property'], internal: [] },
  forum: { pages: ['', ...FORUM_YEARS, 'news', 'cafe', 'contact', 'media', 'imprint'], internal: [] },
  peace: { pages: ['', 'peace', 'auschwitz', 'daily_gospel', 'work'], internal: [] },
  crypt: { pages: [''], internal: ['intern/1971', 'intern/2001'] },
  writing: { pages: ['', 'contentWriting', ...WRITING_ARTICLES, 'exin1'], internal: ['intern/mps30'] },
  morpheme: { pages: ['', 'play', 'photos'], internal: [] },
  provisional: { pages: [''], internal: [] },
  construction: { pages: [''], internal: [] },
};

/** The pages of a set that are plain content, leaving out those with a page module of their own. */
export function plainContentPages(set: SiteSet, special: readonly string[] = []): string[] {
  return SITE_PAGES[set].pages.filter((page) => page !== '' && !special.includes(page));
}

/** The routes of a site that anyone may open (home as ''): the only pages the server keeps in memory. */
export function publicRoutes(set: SiteSet): string[] {
  return [...new Set([...SITE_PAGES[set].pages, ...PUBLIC_COMMON_ROUTES])];
}

/** The routes of a site for logged-in members: the common ones and the set's internal pages. */
export function memberRoutes(set: SiteSet): string[] {
  return [...MEMBER_ROUTES, ...SITE_PAGES[set].internal];
}

/** Who may read a page's text (SPEC §6); the server enforces it. */
export type PageAccess = 'public' | 'member' | 'internal' | 'entitled';

/** The content folder of the member pages every site shares: content/members/<lang>/<page>.md. */
export const MEMBER_CONTENT_FOLDER = 'members';

/** Member pages of every site whose texts are content files (the rest are interface only). */
export const MEMBER_TEXT_PAGES: Readonly<Record<string, Exclude<PageAccess, 'public'>>> = {
  protected: 'member',
  intern: 'member',
  'intern/doc': 'entitled',
};

export interface TextPage {
  /** content/<folder>/<lang>/… */
  folder: string;
  access: PageAccess;
}

/** Where the text of a page of a site set lives and who may read it; null when there is none. */
export function findTextPage(set: SiteSet, page: string): TextPage | null {
  const pages = SITE_PAGES[set];
  if (pages.pages.includes(page)) return { folder: set, access: 'public' };
  if (pages.internal.includes(page)) return { folder: set, access: 'internal' };
  const member = MEMBER_TEXT_PAGES[page];
  return member ? { folder: MEMBER_CONTENT_FOLDER, access: member } : null;
}

/** The file name of a route path: 'intern/1971' → 'intern__1971', '' → 'home'. */
export function contentFileName(page: string): string {
  return page === '' ? 'home' : page.replace(/\//g, '__');
}
