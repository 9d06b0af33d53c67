// The eight languages of the product (SPEC §1) and how each is written and formatted.

export const LANGUAGE_CODES = ['en', 'de', 'es', 'ru', 'ar', 'lt', 'it', 'ta'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export interface LanguageInfo {
  code: LanguageCode;
  /** BCP 47 locale used with Intl; Tamil uses ta-IN, a valid Intl locale. */
  locale: string;
  /** The language's own name, shown in the selector. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Flag image id (ISO 3166 region). */
  flag: string;
  /** Shown without the extended list. */
  primary: boolean;
}

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  en: { code: 'en', locale: 'en-US', name: 'English', dir: 'ltr', flag: 'us', primary: true },
  de: { code: 'de', locale: 'de-DE', name: 'Deutsch', dir: 'ltr', flag: 'de', primary: true },
  es: { code: 'es', locale: 'es-ES', name: 'Español', dir: 'ltr', flag: 'es', primary: true },
  it: { code: 'it', locale: 'it-IT', name: 'Italiano', dir: 'ltr', flag: 'it', primary: true },
  ru: { code: 'ru', locale: 'ru-RU', name: 'Русский', dir: 'ltr', flag: 'ru', primary: false },
  ar: { code: 'ar', locale: 'ar-SA', name: 'العربية', dir: 'rtl', flag: 'sa', primary: false },
  lt: { code: 'lt', locale: 'lt-LT', name: 'Lietuvių', dir: 'ltr', flag: 'lt', primary: false },
  ta: { code: 'ta', locale: 'ta-IN', name: 'தமிழ்', dir: 'ltr', flag: 'in', primary: false },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Picks the first supported language from the browser's preference list, else English. */
export function pickLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguageCode(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
