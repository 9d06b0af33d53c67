// The contract between the server and the page renderer (src/client/entry-server.tsx): what a
// render gets and what it gives back. The server composes the document around it.
import type { AuthUser } from './api-types';
import type { PageData } from './content';
import type { OwnerContactCard, PageContext } from './page-context';

/** The data the routes' loaders read, served from the server's own stores. */
export interface ServerPageServices {
  /** A page text; throws a Response (302 to login, 404) as a loader would. */
  loadText(page: string, request: Request): Promise<PageData>;
  loadContact(): Promise<OwnerContactCard>;
  currentUser(): Promise<AuthUser | null>;
}

export interface RenderInput {
  context: PageContext;
  /** The page's URL (absolute, as the visitor asked for it) with the request's headers. */
  request: Request;
  services: ServerPageServices;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup inside #root. */
      html: string;
      /** The JSON of the page state (context and router hydration data), safe inside a script element. */
      state: string;
      /** Route path of the deepest match ('' for home), or null for the not-found page and the other views. */
      routePath: string | null;
      /** The document's title, description, picture and the site's name, in the page's language. */
      head: { title: string; description: string; image: string | null; siteName: string };
      /** Whether the page is for members only (noindex, never cached). */
      membersOnly: boolean;
      /** Source paths of the route modules that rendered, for preloading their chunks and styles. */
      modules: string[];
    };

/** The app shell (docs/decisions/018): the frame of a site with no page in it, for no one. */
export interface AppShellResult {
  /** The markup inside #root, shown until the browser's router has opened the address. */
  html: string;
  /** The JSON of the page state: the context and the catalogues, marked as a shell, no router data. */
  state: string;
  head: { title: string; description: string; siteName: string };
}

/** What the render entry (src/client/entry-server.tsx) provides the server. */
export interface PageRendererModule {
  renderPage(input: RenderInput): Promise<RenderResult>;
  /** The app shell in the context's language; the context has no user and no token. */
  renderAppShell(context: PageContext): Promise<AppShellResult>;
  /** The inline script at the top of every page's body; allowed by its CSP hash. */
  BOOT_SCRIPT: string;
  /** The <html> attributes the boot script reads. */
  BOOT_ATTRIBUTES: { language: string; languages: string; domain: string; local: string };
  /** The id of the page state's script element. */
  PAGE_STATE_ID: string;
  /** The build-manifest key of a site set's route module. */
  siteModuleId(set: string): string;
}
