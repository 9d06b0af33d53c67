// Which language's lists the game plays with: the visitor's where lists exist, else English.

export const LIST_FALLBACK_LANGUAGE = 'en';

export interface ListLanguage {
  language: string;
  /** True when the visitor's language has no lists and English stands in. */
  fallback: boolean;
}

export function chooseListLanguage(uiLanguage: string, available: readonly string[]): ListLanguage {
  if (available.includes(uiLanguage)) return { language: uiLanguage, fallback: false };
  return { language: LIST_FALLBACK_LANGUAGE, fallback: uiLanguage !== LIST_FALLBACK_LANGUAGE };
}

/** The languages with lists, read from the paths data/<lang>/<list>.csv. */
export function languagesOfListFiles(paths: readonly string[]): string[] {
  const languages = paths.map((path) => /\/data\/([a-z]{2})\/[a-z]+\.csv$/.exec(path)?.[1]).filter((code): code is string => Boolean(code));
  return [...new Set(languages)].sort();
}
