// Who gets which page text (SPEC §6), decided on the server: public texts for everyone, member
// texts only with a session, internal and entitled texts only with the user's flag.
import type { AuthUser } from '@shared/api-types';
import type { PageData } from '@shared/content';
import type { LanguageCode } from '@shared/languages';
import type { Site } from '@shared/site-registry';
import { type PageAccess, findTextPage } from '@shared/site-pages';
import type { ContentStore } from './content-store';

export type PageOutcome =
  | { kind: 'page'; access: PageAccess; data: PageData }
  /** A member text asked for without a session. */
  | { kind: 'login' }
  | { kind: 'not-found' };

export class PageService {
  constructor(private readonly store: ContentStore) {}

  /** Who may read the page's text; null when the site has no text page at that path. */
  access(site: Site, page: string): PageAccess | null {
    return findTextPage(site.set, page)?.access ?? null;
  }

  load(site: Site, page: string, language: LanguageCode, user: AuthUser | null): PageOutcome {
    const found = findTextPage(site.set, page);
    if (!found) return { kind: 'not-found' };
    const { access } = found;
    if (access !== 'public' && !user) return { kind: 'login' };
    if (access === 'internal' && !user?.internal) return { kind: 'page', access, data: { page, forbidden: 'internal' } };
    if (access === 'entitled' && !user?.entitled) return { kind: 'page', access, data: { page, forbidden: 'entitled' } };
    const text = this.store.text(site, found.folder, page, language);
    return text ? { kind: 'page', access, data: text } : { kind: 'not-found' };
  }
}
