// What a page's loaders read on the server (the render contract's ServerPageServices), made from
// the page's texts and the owner's card alone, so a render on the event loop (page-routes.ts) and
// one in the render worker (render-worker.ts, which asks the main thread for the texts) answer alike.
import type { OwnerContactCard, PageContext } from '@shared/page-context';
import type { ServerPageServices } from '@shared/render-contract';
import type { SiteRegistry } from '@shared/site-registry';
import type { PageOutcome } from '../content/page-service';

/** A text of the page's site, in its language, for its user (PageService.load). */
export type TextOfPage = (page: string) => PageOutcome | Promise<PageOutcome>;

/** The owner as every imprint shows them. */
export function contactCard(registry: SiteRegistry): OwnerContactCard {
  const { owner } = registry;
  return { name: `${owner.firstName} ${owner.lastName}`, nickName: owner.nickName, phone: owner.phone, fax: owner.fax, mobile: owner.mobile, mail: owner.mail, web: owner.web };
}

/**
 * The loaders' services for one render. While the database cannot tell whose session a cookie is
 * (sessionUnknown), a member's page is not sent to the login (whose form could not work either):
 * its loaders answer 503, the page shows 'Retry Connect…' and loads once the session is back.
 */
export function pageServices(textOf: TextOfPage, contact: OwnerContactCard, context: PageContext, sessionUnknown: boolean): ServerPageServices {
  const waitForDatabase = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
  return {
    async loadText(page, request) {
      const outcome = await textOf(page);
      if (outcome.kind === 'login' && sessionUnknown) throw waitForDatabase();
      if (outcome.kind === 'login') {
        const { pathname, search } = new URL(request.url);
        throw new Response(null, { status: 302, headers: { location: `/login?from=${encodeURIComponent(`${pathname}${search}`)}` } });
      }
      if (outcome.kind === 'not-found') throw new Response(null, { status: 404 });
      return outcome.data;
    },
    loadContact: async () => contact,
    currentUser: async () => {
      if (!context.user && sessionUnknown) throw waitForDatabase();
      return context.user;
    },
  };
}
