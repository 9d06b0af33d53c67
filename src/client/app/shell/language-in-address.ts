// The address names the page's language (?lang=), so any link can be shared as it is seen. This
// decides, after each navigation, whether the address must be named anew and whether the page's
// text must be loaded again for it.
import { isLanguageCode } from '@shared/languages';

/** The interface's language and the one asked for last (they differ while a switch is under way). */
export interface InterfaceLanguage {
  language: string;
  requested: string;
}

/** The address to go to in place of the current one, and whether its text must be loaded again; null to stay. */
export interface AddressLanguageUpdate {
  search: string;
  reloadText: boolean;
}

/**
 * Null while a navigation is under way (it names its language itself when it lands), while a
 * language switch is under way (the flag's own navigation names the new language together with its
 * text: naming the old one now would interrupt it, and the interface would switch before the page
 * text — seen when a flag is clicked while the page hydrates), or when the address names the
 * interface's language already. An address that names no language (or none of ours) shows its page
 * in the interface's language already — the server rendered it so, or the browser loaded it in the
 * language asked for last — so naming it loads nothing again (no second /api/page on a first visit).
 */
export function addressLanguageUpdate(search: string, { language, requested }: InterfaceLanguage, navigating: boolean): AddressLanguageUpdate | null {
  if (navigating || requested !== language) return null;
  const params = new URLSearchParams(search);
  const named = params.get('lang');
  if (named === language) return null;
  params.set('lang', language);
  return { search: `?${params}`, reloadText: isLanguageCode(named) };
}

/**
 * The address a page starts at, naming the interface's language when the address names none (or
 * none of ours): set before the router reads the address (main.tsx), so that no navigation right
 * after hydration has to name it — that navigation rendered the whole app a second time on every
 * first visit from a link without ?lang= (about a third more script time on the forum's home).
 * Null when the address is right as it is, or names another of our languages (the layout's
 * navigation then loads the page's text in the interface's language).
 */
export function startingAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>, language: InterfaceLanguage): string | null {
  const update = addressLanguageUpdate(search, language, false);
  return update && !update.reloadText ? `${pathname}${update.search}${hash}` : null;
}
