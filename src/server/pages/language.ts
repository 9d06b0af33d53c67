// Which language a page is rendered in: ?lang= when it names one of the eight, else the first of
// the browser's Accept-Language preferences (by weight) that the product speaks, else English.
import { FALLBACK_LANGUAGE, type LanguageCode, isLanguageCode } from '@shared/languages';

export interface LanguageChoice {
  language: LanguageCode;
  /** The address named it (?lang=); otherwise the page varies with Accept-Language. */
  explicit: boolean;
}

/** The languages of an Accept-Language header, most wanted first (q=0 left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => /^\s*q\s*=/.test(param));
      // A malformed weight counts as 0: the entry is dropped rather than guessed.
      const weight = q === undefined ? 1 : /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(q) ? Number(q.split('=')[1]) : 0;
      return { tag: tag.trim().toLowerCase(), weight, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export function chooseLanguage(queryLanguage: unknown, acceptLanguage: string | undefined): LanguageChoice {
  if (isLanguageCode(queryLanguage)) return { language: queryLanguage, explicit: true };
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const base = tag.split('-')[0];
    if (isLanguageCode(base)) return { language: base, explicit: false };
  }
  return { language: FALLBACK_LANGUAGE, explicit: false };
}
