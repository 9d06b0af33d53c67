// Where a site's content files come from: each site folder passes the lazy loaders of its own
// files (import.meta.glob), so a visitor downloads only the pages of the site they are on.
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../../../shared/languages';

export type ContentLoaders = Record<string, () => Promise<unknown>>;

export interface LoadedContent<T> {
  value: T;
  /** The language the content is written in; differs from the asked one on fallback. */
  language: LanguageCode;
  fallback: boolean;
}

/** The file name of a route path: 'intern/1971' → 'intern__1971', '' → 'home'. */
export function contentFileName(page: string): string {
  return page === '' ? 'home' : page.replace(/\//g, '__');
}

function findLoader(loaders: ContentLoaders, language: string, file: string): (() => Promise<unknown>) | undefined {
  const suffix = `/${language}/${file}`;
  const key = Object.keys(loaders).find((candidate) => candidate.endsWith(suffix));
  return key ? loaders[key] : undefined;
}

/** Loads a content file in the language, else in English; rejects when neither exists. */
export async function loadContent<T>(loaders: ContentLoaders, language: LanguageCode, file: string): Promise<LoadedContent<T>> {
  const own = findLoader(loaders, language, file);
  if (own) {
    try {
      return { value: (await own()) as T, language, fallback: false };
    } catch {
      // A failed file in the visitor's language falls back to English below.
    }
  }
  const english = findLoader(loaders, FALLBACK_LANGUAGE, file);
  if (!english) throw new Error(`No content file ${file} in ${language} or ${FALLBACK_LANGUAGE}`);
  return { value: (await english()) as T, language: FALLBACK_LANGUAGE, fallback: language !== FALLBACK_LANGUAGE };
}
