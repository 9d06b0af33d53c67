// The pages of each site set besides the common routes (SPEC §2), as data: the route modules,
// the content check and the browser tests all read this one list. Every page has a content
// file content/<set>/<lang>/<page>.md; the home page is ''.
import type { SiteSet } from '../../shared/site-registry';

export interface SitePages {
  /** Public pages, home first. */
  pages: readonly string[];
  /** Pages for logged-in users with the internal flag. */
  internal: readonly string[];
}

export const FORUM_YEARS = ['2025', '2024', '2023', '2022', '2021', '2020'] as const;
export const WRITING_ARTICLES = ['demokratie', 'hoffnung', 'nachbarschaft', 'zuhoeren', 'langsamkeit', 'verantwortung'] as const;

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
