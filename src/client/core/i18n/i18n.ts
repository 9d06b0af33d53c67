// The interface's translations: nested JSON catalogues per language and namespace, plural forms by
// Intl.PluralRules (keys ending _zero/_one/_two/_few/_many/_other), {{value}} interpolation with
// numbers in the language's own digits, and English for a missing key or catalogue. Catalogues
// load lazily, one per language, and can be replaced at run time (the language management).
// docs/decisions/006 says why this replaces i18next.
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguageCode } from '@shared/languages';

export interface Catalogue {
  [key: string]: string | Catalogue;
}

export const MAIN_NAMESPACE = 'translation';

export type CatalogueLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

export interface TranslateOptions {
  /** Selects the plural form and is shown in the language's digits. */
  count?: number;
  /** Shown when no catalogue has the key. */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

const bundledLoaders = import.meta.glob<{ default: Catalogue }>('./locales/*.json');

/** The Intl locale of a language code (an added language's code is its own locale). */
export function localeOf(code: string): string {
  return isLanguageCode(code) ? LANGUAGES[code].locale : code;
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, locale: string, grouping: boolean): string {
  const key = `${locale}/${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { useGrouping: grouping, maximumFractionDigits: 20 });
    } catch {
      format = new Intl.NumberFormat(localeOf(FALLBACK_LANGUAGE), { useGrouping: grouping, maximumFractionDigits: 20 });
    }
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(count: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules(localeOf(FALLBACK_LANGUAGE));
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Fills {{name}} and {{name, number}}; counts and numbers appear in the locale's digits. */
export function interpolate(template: string, values: TranslateOptions, locale: string): string {
  return template.replace(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    if (typeof value === 'number') return formatNumber(value, locale, name === 'count' || format === 'number');
    if (typeof value === 'bigint') return value.toString();
    return String(value ?? '');
  });
}

type Listener = () => void;

export class I18n {
  private readonly bundles = new Map<string, Map<string, Catalogue>>();
  private readonly listeners = new Set<Listener>();
  private readonly languageListeners = new Set<(code: string) => void>();
  private version = 0;
  private languageRequests = 0;
  /** Languages the interface may switch to: the eight, plus those added in the language management. */
  readonly supported = new Set<string>(Object.keys(LANGUAGES));

  constructor(
    public language: string,
    private readonly loaders: CatalogueLoaders = bundledLoaders,
  ) {}

  /** Loads the main catalogue of the language (and English), once; a missing file leaves English in charge. */
  async load(code: string): Promise<void> {
    await Promise.all(
      [...new Set([code, FALLBACK_LANGUAGE])].map(async (language) => {
        if (this.hasBundle(language, MAIN_NAMESPACE)) return;
        const catalogue = await this.loadShipped(language);
        if (catalogue && !this.hasBundle(language, MAIN_NAMESPACE)) this.setBundle(language, MAIN_NAMESPACE, catalogue);
      }),
    );
  }

  /** The shipped main catalogue of a language, whatever the interface uses now; null when there is none. */
  async loadShipped(code: string): Promise<Catalogue | null> {
    const load = this.loaders[`./locales/${code}.json`];
    try {
      return load ? (await load()).default : null;
    } catch {
      return null;
    }
  }

  /** Switches the language once its catalogue is in; of several quick switches the last one wins. */
  async changeLanguage(code: string): Promise<void> {
    const request = ++this.languageRequests;
    await this.load(code);
    if (request !== this.languageRequests || code === this.language) return;
    this.language = code;
    this.changed();
    for (const listener of this.languageListeners) listener(code);
  }

  /** Bound, so it can be handed around like a plain function. */
  t = (key: string, options: TranslateOptions = {}, namespace = MAIN_NAMESPACE): string => {
    for (const language of [this.language, FALLBACK_LANGUAGE]) {
      const catalogue = this.bundles.get(language)?.get(namespace);
      if (!catalogue) continue;
      const locale = localeOf(language);
      const candidates = typeof options.count === 'number' ? [`${key}_${pluralCategory(options.count, locale)}`, `${key}_other`, key] : [key];
      for (const candidate of candidates) {
        const found = lookup(catalogue, candidate);
        if (found !== undefined) return interpolate(found, options, localeOf(this.language));
      }
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options, localeOf(this.language)) : key;
  };

  exists(key: string, namespace = MAIN_NAMESPACE): boolean {
    return [this.language, FALLBACK_LANGUAGE].some((language) => lookup(this.bundles.get(language)?.get(namespace), key) !== undefined);
  }

  hasBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  getBundle(language: string, namespace: string): Catalogue | undefined {
    return this.bundles.get(language)?.get(namespace);
  }

  /** Adds or replaces a catalogue; the interface renders again. */
  setBundle(language: string, namespace: string, catalogue: Catalogue): void {
    let languageBundles = this.bundles.get(language);
    if (!languageBundles) this.bundles.set(language, (languageBundles = new Map()));
    languageBundles.set(namespace, catalogue);
    this.changed();
  }

  removeBundle(language: string, namespace: string): void {
    if (this.bundles.get(language)?.delete(namespace)) this.changed();
  }

  /** For useSyncExternalStore: the number of changes so far. */
  getVersion = (): number => this.version;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onLanguageChanged(listener: (code: string) => void): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** An instance for the language with the main catalogue it was rendered with (the page state's). */
export function i18nWithCatalogue(language: string, catalogue: Catalogue, loaders: CatalogueLoaders = bundledLoaders): I18n {
  const instance = new I18n(language, loaders);
  instance.setBundle(language, MAIN_NAMESPACE, catalogue);
  return instance;
}

/** An instance for the language with its catalogue (and English) loaded. */
export async function createI18n(language: string, loaders: CatalogueLoaders = bundledLoaders): Promise<I18n> {
  const instance = new I18n(language, loaders);
  await instance.load(language);
  return instance;
}
