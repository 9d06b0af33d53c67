// The diaconal forum: food distribution, café, yearly archive, media and its own imprint.
import { FORUM_YEARS, plainContentPages } from '@shared/site-pages';
import { type SiteModule, textPage, textRoutes } from '@client/sites/common/site-module';
// The home is a dates page: in this chunk, so a first visit loads no page chunk besides it.
import * as datesModule from './dates-page';

const datesPage = () => Promise.resolve(datesModule);
/** Its link's text is in the shell's catalogue: a site home sends no page texts. */
const datesPageOf = (path: string) => textPage(path, datesPage, { pageTexts: false });

/** The pages that name the forum's dates: each offers them for the visitor's calendar. */
const DATES_PAGES = ['news', 'cafe', 'contact', ...FORUM_YEARS];

export const site: SiteModule = {
  home: datesPageOf(''),
  routes: [
    ...textRoutes(plainContentPages('forum', ['media', ...DATES_PAGES])),
    ...DATES_PAGES.map((path) => ({ path, ...datesPageOf(path) })),
    { path: 'media', ...textPage('media', () => import('./media-page')) },
  ],
  navigation: ['', 'news', 'cafe', 'contact', 'media', { label: 'shell.archive', pages: FORUM_YEARS }],
};
