// What routes' loaders read: page texts, the owner's contact and the member of the session,
// through services in the router's context. The browser's services call the API; the server hands
// in its own (@shared/render-contract), so the same route tables render on both sides.
import { type LoaderFunctionArgs, RouterContextProvider, type ShouldRevalidateFunctionArgs, createContext, data, redirect } from 'react-router';
import type { ApiErrorBody, AuthUser } from '@shared/api-types';
import { type PageData, forbiddenFlag, isForbidden } from '@shared/content';
import type { LanguageCode } from '@shared/languages';
import type { OwnerContactCard } from '@shared/page-context';
import type { ServerPageServices } from '@shared/render-contract';

export type PageServices = ServerPageServices;

export const pageServicesContext = createContext<PageServices>();

/** A router context carrying the services, for createBrowserRouter's getContext and the server's query. */
export function pageServicesProvider(services: PageServices): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(pageServicesContext, services);
  return provider;
}

function servicesOf(args: LoaderFunctionArgs): PageServices {
  return (args.context as RouterContextProvider).get(pageServicesContext);
}

/** Where the login page sends the visitor back to afterwards. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** The loader of a route whose page is a content text; a text that needs a flag answers 403. */
export function textLoader(page: string) {
  return async (args: LoaderFunctionArgs) => {
    const text = await servicesOf(args).loadText(page, args.request);
    return isForbidden(text) ? data(text, { status: 403 }) : text;
  };
}

/** The loader of a text page that also shows the owner as contact person (the property). */
export function textWithContactLoader(page: string) {
  return async (args: LoaderFunctionArgs) => {
    const [text, contact] = await Promise.all([servicesOf(args).loadText(page, args.request), servicesOf(args).loadContact()]);
    return { ...text, contact };
  };
}

/** The loader of a page that shows the owner as contact person. */
export async function contactLoader(args: LoaderFunctionArgs): Promise<OwnerContactCard> {
  return servicesOf(args).loadContact();
}

export const CHANGE_PASSWORD_PATH = '/change-password';

/** The guard of member routes: without a session, to the login and back; a due password change first. */
export async function memberLoader(args: LoaderFunctionArgs): Promise<null> {
  const user = await servicesOf(args).currentUser();
  if (!user) throw loginRedirect(args.request);
  const { pathname, search } = new URL(args.request.url);
  if (user.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) {
    throw redirect(`${CHANGE_PASSWORD_PATH}?from=${encodeURIComponent(`${pathname}${search}`)}`);
  }
  return null;
}

/** The not-found route answers 404. */
export function notFoundLoader() {
  return data(null, { status: 404 });
}

/**
 * Loaders run again when the path or the address's language (?lang=, a flag click) changes, or the
 * app asks; not when only another part of the query changes, nor when the address only comes to
 * name the language its text is in already (the layout's navigation says so: defaultShouldRevalidate).
 */
export function onNewPathOrLanguage({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')) return defaultShouldRevalidate;
  return currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false;
}

async function getJson<T>(url: string, signal: AbortSignal | undefined): Promise<{ response: Response; body: T | null }> {
  const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  const body = (await response.json().catch(() => null)) as T | null;
  return { response, body };
}

export interface BrowserServicesOptions {
  language(): LanguageCode;
  /** The site chosen on a local host (sent as ?domain=), else null. */
  domain: string | null;
  currentUser(): Promise<AuthUser | null>;
}

/** The services of the browser: GET /api/page and /api/contact with the session cookie. */
export function browserPageServices(options: BrowserServicesOptions): PageServices {
  const withDomain = (query: URLSearchParams) => {
    if (options.domain) query.set('domain', options.domain);
    return query;
  };
  let contact: Promise<OwnerContactCard> | null = null;
  return {
    async loadText(page, request) {
      const query = withDomain(new URLSearchParams({ path: `/${page}`, lang: options.language() }));
      const { response, body } = await getJson<PageData | ApiErrorBody>(`/api/page?${query}`, request.signal);
      if (response.status === 401) throw loginRedirect(request);
      const flag = response.status === 403 ? forbiddenFlag((body as ApiErrorBody | null)?.error?.code) : null;
      if (flag) return { page, forbidden: flag };
      if (response.status === 404) throw data(null, { status: 404 });
      if (!response.ok || !body) throw new Error(`GET /api/page ${page}: ${response.status}`);
      return body as PageData;
    },
    loadContact() {
      contact ??= getJson<OwnerContactCard>(`/api/contact?${withDomain(new URLSearchParams())}`, undefined).then(({ response, body }) => {
        if (!response.ok || !body) {
          contact = null;
          throw new Error(`GET /api/contact: ${response.status}`);
        }
        return body;
      });
      return contact;
    },
    currentUser: options.currentUser,
  };
}
