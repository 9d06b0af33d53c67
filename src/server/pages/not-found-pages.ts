// A visitor's 404 page shows nothing of the request but its path ("Page /x could not be found at
// …", docs/decisions/023): the whole document of a site's 404 in a language is rendered once with a
// stand-in path and kept, and each answer puts its own path, escaped as React escapes text, in
// place of the stand-in — the bytes of a render of its own, with the state (and its time) of the
// first render, like a kept public page. A mistyped or probed address (a scanner asks for
// thousands) then costs a text join instead of a route query, a React render and a document
// (issue 19). Renewed daily with the page state's day.

/** The path the kept 404 pages are rendered at: no route of any site (pages.int holds it). */
export const NOT_FOUND_STAND_IN = '/not-found-path-7c1f4a9e';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text as React writes it into markup (react-dom's escapeTextForBrowser). */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A kept 404 document, cut where the stand-in path stood. */
export interface NotFoundPage {
  before: string;
  after: string;
}

/** The kept 404 documents of the day, by site, host kind, language and query. */
export class NotFoundPages {
  private readonly pages = new Map<string, NotFoundPage>();
  private day = '';

  /** The document kept under the key today, if any (the pages of an earlier day are dropped). */
  get(key: string, day: string): NotFoundPage | undefined {
    if (day !== this.day) {
      this.pages.clear();
      this.day = day;
    }
    return this.pages.get(key);
  }

  /**
   * Keeps a document rendered at the stand-in path, in which the path stands exactly once: one that
   * shows it elsewhere too (in its state or head) could not be filled in by a join, and is an error
   * of the page.
   */
  keep(key: string, day: string, html: string): NotFoundPage {
    const at = html.indexOf(NOT_FOUND_STAND_IN);
    if (at < 0 || html.includes(NOT_FOUND_STAND_IN, at + 1)) throw new Error(`a 404 page must show its path once, and only in its text (${at < 0 ? 'not at all' : 'more than once'})`);
    const page = { before: html.slice(0, at), after: html.slice(at + NOT_FOUND_STAND_IN.length) };
    if (day === this.day) this.pages.set(key, page);
    return page;
  }
}

/** The kept document for a path as the router shows it (percent-encoded, as URL.pathname). */
export function fillNotFoundPage(page: NotFoundPage, pathname: string): string {
  return `${page.before}${escapeText(pathname)}${page.after}`;
}
