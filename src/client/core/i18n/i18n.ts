// The interface's translations: nested JSON catalogues per language and namespace, plural forms by
// Intl.PluralRules (keys ending _zero/_one/_two/_few/_many/_other), {{value}} interpolation with
// numbers in the language's own digits, and English for a missing key or catalogue. Catalogues
// load lazily, one per language, and can be replaced at run time (the language management).
// docs/decisions/006 says why this replaces i18next.
//
// The main catalogue of a language is two files: locales/<code>.json, what the shell and the
// plain content pages show (every first paint needs it), and locales/pages/<code>.json, the texts
// of the other pages (login, member pages, imprint, the sites' own pages), loaded with those
// pages as the namespace PAGE_TEXTS. Lookups in the main namespace see both parts as one
// catalogue, and the language management edits them as one (docs/decisions/010).
import { FALLBACK_LANGUAGE, LANGUAGES, isLanguageCode } from '@shared/languages';
import { fillPlaceholders } from '@shared/placeholders';
import type { KeysOf, MainKey } from './translation-keys';
import { numberFormat } from './intl-formatters';

export interface Catalogue {
  [key: string]: string | Catalogue;
}

export const MAIN_NAMESPACE = 'translation';
/** The second part of the main catalogue: the texts of the pages beyond the shell. */
export const PAGE_TEXTS_NAMESPACE = 'translation.pages';
const MAIN_PARTS = [MAIN_NAMESPACE, PAGE_TEXTS_NAMESPACE];

export type CatalogueLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

/** The catalogue files of a namespace, by path ending in /<code>.json. */
export type NamespaceLoaders = Record<string, () => Promise<Catalogue>>;

declare const keysOfNamespace: unique symbol;

/**
 * A namespace of translations that loads with the pages that show it (an app's, the page texts).
 * K, the keys of its catalogue, is a type only (pageNamespace sets it from the English file).
 */
export interface PageNamespace<K extends string = string> {
  name: string;
  loaders: NamespaceLoaders;
  readonly [keysOfNamespace]?: K;
}

/** A namespace whose keys are those of the catalogue type C (`typeof en` of its English file). */
export function pageNamespace<C>(name: string, loaders: NamespaceLoaders): PageNamespace<KeysOf<C>> {
  return { name, loaders };
}

/**
 * Commits a language switch once its catalogues are loading: the router's navigates to the page
 * in the language and switches when page text and catalogues are in (app/language-navigation.ts).
 */
export type LanguageSwitcher = (code: string, catalogues: Promise<void>) => Promise<void>;

function loaderFor(loaders: NamespaceLoaders, language: string) {
  const key = Object.keys(loaders).find((candidate) => candidate.endsWith(`/${language}.json`));
  return key ? loaders[key] : undefined;
}

export interface TranslateOptions {
  /** Selects the plural form and is shown in the language's digits. */
  count?: number;
  /** Shown when no catalogue has the key. */
  defaultValue?: string;
  [name: string]: unknown;
}

/** Translates a key of a catalogue: the main one's (MainKey) unless told otherwise. */
export type TFunction<K extends string = MainKey> = (key: K, options?: TranslateOptions) => string;

const bundledLoaders = import.meta.glob<{ default: Catalogue }>(['./locales/*.json', './locales/pages/*.json']);

/** The loader of a main catalogue part of a language. */
function partPath(namespace: string, code: string): string {
  return namespace === PAGE_TEXTS_NAMESPACE ? `./locales/pages/${code}.json` : `./locales/${code}.json`;
}

/** The Intl locale of a language code (an added language's code is its own locale). */
export function localeOf(code: string): string {
  return isLanguageCode(code) ? LANGUAGES[code].locale : code;
}

/**
 * Each catalogue's texts by dotted key, made on its first lookup: a render looks up some hundred
 * keys, and walking the nested objects split every key anew (2.5 % of a /dashboard request on the
 * server, docs/decisions/023). Catalogues are never changed in place (a new one replaces an old one
 * through setBundle), so the map stays true for its catalogue; it holds only the catalogue's own
 * texts, whatever keys are asked for.
 */
const flattened = new WeakMap<Catalogue, Map<string, string>>();

function flatten(catalogue: Catalogue, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [name, value] of Object.entries(catalogue)) {
    // A name with a dot can never be reached by a dotted key (the walk splits at every dot).
    if (name.includes('.')) continue;
    if (typeof value === 'string') into.set(prefix + name, value);
    else if (typeof value === 'object' && value !== null) flatten(value, `${prefix}${name}.`, into);
  }
  return into;
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  if (!catalogue) return undefined;
  let texts = flattened.get(catalogue);
  if (!texts) flattened.set(catalogue, (texts = flatten(catalogue, '', new Map())));
  return texts.get(key);
}

const GROUPED: Intl.NumberFormatOptions = { useGrouping: true, maximumFractionDigits: 20 };
const UNGROUPED: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

function formatNumber(value: number, locale: string, grouping: boolean): string {
  const options = grouping ? GROUPED : UNGROUPED;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, options);
  } catch {
    // A locale Intl does not know (a language added in the language management): English digits.
    format = numberFormat(localeOf(FALLBACK_LANGUAGE), options);
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

/** Fills {{name}} and {{name, number}} (the shared filler); counts and numbers appear in the locale's digits. */
export function interpolate(template: string, values: TranslateOptions, locale: string): string {
  return fillPlaceholders(template, values, (value, { name, format }) =>
    typeof value === 'number' ? formatNumber(value, locale, name === 'count' || format === 'number') : String(value ?? ''),
  );
}

type Listener = () => void;

const NO_OPTIONS: TranslateOptions = Object.freeze({});

/**
 * The translations of the interface. K is the main catalogue's keys: MainKey, or in the engine's
 * own tests the keys of their made-up catalogues.
 */
export class I18n<K extends string = MainKey> {
  private readonly bundles = new Map<string, Map<string, Catalogue>>();
  /** cataloguesOf's answers by language and namespace; emptied whenever bundles change. */
  private readonly lookupOrder = new Map<string, Map<string, Catalogue[]>>();
  private readonly listeners = new Set<Listener>();
  private readonly languageListeners = new Set<(code: string) => void>();
  private readonly namespaces = new Map<string, NamespaceLoaders>();
  private version = 0;
  private languageRequests = 0;
  private switcher: LanguageSwitcher | null = null;
  private catalogues: Promise<void> = Promise.resolve();
  /** The language whose catalogues the last switch finished loading (null while they come). */
  private cataloguesLoaded: string | null = null;
  /** The language asked for last: the interface's, or the one it is switching to. Pages load their texts in it. */
  requested: string;
  /** Languages the interface may switch to: the eight, plus those added in the language management. */
  readonly supported = new Set<string>(Object.keys(LANGUAGES));

  constructor(
    public language: string,
    private readonly loaders: CatalogueLoaders = bundledLoaders,
  ) {
    this.requested = language;
  }

  /**
   * Loads the main catalogue of the language (and English), once: the shell part, and the page
   * texts too once a page has needed them; and every namespace the interface has in use. A
   * missing file leaves English in charge.
   */
  async load(code: string): Promise<void> {
    const parts = this.hasBundle(this.language, PAGE_TEXTS_NAMESPACE) ? MAIN_PARTS : [MAIN_NAMESPACE];
    const inUse = [...this.namespaces].filter(([name]) => !MAIN_PARTS.includes(name) && this.hasBundle(this.language, name));
    await Promise.all([
      ...[...new Set([code, FALLBACK_LANGUAGE])].flatMap((language) => parts.map((part) => this.loadPart(language, part))),
      ...inUse.map(([name, loaders]) => this.loadNamespace({ name, loaders }, [code])),
    ]);
  }

  /**
   * Loads a namespace for the languages (English for one without a file), unless it is there, and
   * keeps it in use: a language switch loads it too. A file that fails leaves English in charge.
   */
  async loadNamespace({ name, loaders }: PageNamespace, languages: readonly string[]): Promise<void> {
    this.namespaces.set(name, loaders);
    const wanted = new Set(languages.map((code) => (loaderFor(loaders, code) ? code : FALLBACK_LANGUAGE)));
    await Promise.all(
      [...wanted]
        .filter((code) => !this.hasBundle(code, name) && loaderFor(loaders, code))
        .map(async (code) => {
          let catalogue: Catalogue = {};
          try {
            catalogue = await loaderFor(loaders, code)!();
          } catch {
            // An empty catalogue: English answers for this language.
          }
          if (!this.hasBundle(code, name)) this.setBundle(code, name, catalogue);
        }),
    );
  }

  /** Whether the namespace's catalogue of the language (or English, for a language without a file) is in. */
  hasNamespace({ name, loaders }: PageNamespace, code: string): boolean {
    return this.hasBundle(loaderFor(loaders, code) ? code : FALLBACK_LANGUAGE, name);
  }

  /** Loads one part of the main catalogue of a language, unless it is there. */
  async loadPart(code: string, namespace: string): Promise<void> {
    if (this.hasBundle(code, namespace)) return;
    const catalogue = await this.loadShippedPart(code, namespace);
    if (catalogue && !this.hasBundle(code, namespace)) this.setBundle(code, namespace, catalogue);
  }

  /** The shipped main catalogue of a language, both parts as one, whatever the interface uses now; null when there is none. */
  async loadShipped(code: string): Promise<Catalogue | null> {
    const [shell, pages] = await Promise.all(MAIN_PARTS.map((part) => this.loadShippedPart(code, part)));
    return shell ? { ...shell, ...pages } : null;
  }

  private async loadShippedPart(code: string, namespace: string): Promise<Catalogue | null> {
    const load = this.loaders[partPath(namespace, code)];
    try {
      return load ? (await load()).default : null;
    } catch {
      return null;
    }
  }

  /**
   * Switches the language once its catalogues are in — through the switcher, when one is set, so
   * the page text changes in the same step; of several quick switches the last one wins.
   */
  async changeLanguage(code: string): Promise<void> {
    const request = ++this.languageRequests;
    this.requested = code;
    this.cataloguesLoaded = null;
    this.catalogues = this.load(code).then(() => {
      if (request !== this.languageRequests) return;
      this.cataloguesLoaded = code;
      this.changed();
    });
    this.changed();
    if (this.switcher) await this.switcher(code, this.catalogues);
    else await this.catalogues;
    if (request === this.languageRequests) this.switchTo(code);
  }

  /** Whether the shell's catalogue of the language is in (a switch to it can show at once). */
  hasCatalogue(code: string): boolean {
    return this.hasBundle(code, MAIN_NAMESPACE);
  }

  /**
   * Whether the interface may switch to the language now: it is the one asked for last, and its
   * catalogues are in (or failed to come: English answers then, as for a language without a file).
   */
  readyToShow(code: string): boolean {
    return code === this.requested && code !== this.language && (this.cataloguesLoaded === code || this.hasCatalogue(code));
  }

  /** Settles when the catalogues of the language asked for last are in. */
  cataloguesReady(): Promise<void> {
    return this.catalogues;
  }

  setSwitcher(switcher: LanguageSwitcher | null): void {
    this.switcher = switcher;
  }

  /** Shows the language asked for, whose catalogues are in (a switcher calls it when the page is ready too). */
  switchTo(code: string): void {
    if (code !== this.requested || code === this.language) return;
    this.language = code;
    this.changed();
    for (const listener of this.languageListeners) listener(code);
  }

  /** A text of the main catalogue. Bound, so it can be handed around like a plain function. */
  t: TFunction<K> = (key, options) => this.translate(key, options, MAIN_NAMESPACE);

  /** A text of a page namespace. */
  translateIn<N extends string>(namespace: PageNamespace<N>, key: N, options?: TranslateOptions): string {
    return this.translate(key, options, namespace.name);
  }

  private translate(key: string, options: TranslateOptions = NO_OPTIONS, namespace: string): string {
    for (const language of [this.language, FALLBACK_LANGUAGE]) {
      const locale = localeOf(language);
      const candidates = typeof options.count === 'number' ? [`${key}_${pluralCategory(options.count, locale)}`, `${key}_other`, key] : [key];
      for (const catalogue of this.cataloguesOf(language, namespace)) {
        for (const candidate of candidates) {
          const found = lookup(catalogue, candidate);
          if (found !== undefined) return interpolate(found, options, localeOf(this.language));
        }
      }
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options, localeOf(this.language)) : key;
  };

  /**
   * Whether the main catalogue (of the language, or English) has a key put together at run time:
   * the check that makes it a key t takes.
   */
  exists(key: string): key is K {
    return this.has(key, MAIN_NAMESPACE);
  }

  /** Whether a page namespace's catalogue (of the language, or English) has a key put together at run time. */
  existsIn<N extends string>(namespace: PageNamespace<N>, key: string): key is N {
    return this.has(key, namespace.name);
  }

  private has(key: string, namespace: string): boolean {
    return [this.language, FALLBACK_LANGUAGE].some((language) => this.cataloguesOf(language, namespace).some((catalogue) => lookup(catalogue, key) !== undefined));
  }

  /**
   * The catalogues a lookup in the namespace reads, first to last: both parts for the main one.
   * Kept per language and namespace until a catalogue is added or removed (every t() asks).
   */
  private cataloguesOf(language: string, namespace: string): Catalogue[] {
    let byNamespace = this.lookupOrder.get(language);
    if (!byNamespace) this.lookupOrder.set(language, (byNamespace = new Map()));
    let catalogues = byNamespace.get(namespace);
    if (!catalogues) {
      const bundles = this.bundles.get(language);
      catalogues = bundles ? (namespace === MAIN_NAMESPACE ? MAIN_PARTS : [namespace]).map((name) => bundles.get(name)).filter((catalogue) => catalogue !== undefined) : [];
      byNamespace.set(namespace, catalogues);
    }
    return catalogues;
  }

  /** Every catalogue of a language by namespace: what a rendered page hands to the browser. */
  bundlesOf(language: string): Record<string, Catalogue> {
    return Object.fromEntries(this.bundles.get(language) ?? []);
  }

  hasBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  getBundle(language: string, namespace: string): Catalogue | undefined {
    return this.bundles.get(language)?.get(namespace);
  }

  /**
   * A new instance of the same language with the main catalogue and the named namespaces of this
   * one, for the language and English, and no listeners: the server loads each language once and
   * hands every render its own instance with what that page uses, so one page's namespaces never
   * travel in another's state. The catalogues are shared; lookups never change them.
   */
  fork(namespaces: readonly string[] = []): I18n<K> {
    const forked = new I18n<K>(this.language, this.loaders);
    const names = new Set([MAIN_NAMESPACE, ...namespaces]);
    for (const [language, bundles] of this.bundles) {
      forked.bundles.set(language, new Map([...bundles].filter(([name]) => names.has(name))));
    }
    for (const [name, loaders] of this.namespaces) if (names.has(name)) forked.namespaces.set(name, loaders);
    for (const code of this.supported) forked.supported.add(code);
    return forked;
  }

  /** Adds or replaces a catalogue; the interface renders again. */
  setBundle(language: string, namespace: string, catalogue: Catalogue): void {
    let languageBundles = this.bundles.get(language);
    if (!languageBundles) this.bundles.set(language, (languageBundles = new Map()));
    languageBundles.set(namespace, catalogue);
    this.lookupOrder.clear();
    this.changed();
  }

  removeBundle(language: string, namespace: string): void {
    if (this.bundles.get(language)?.delete(namespace)) {
      this.lookupOrder.clear();
      this.changed();
    }
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

/** An instance for the language with the catalogues a page was rendered with (the page state's), by namespace. */
export function i18nWithCatalogues<K extends string = MainKey>(language: string, catalogues: Record<string, Catalogue>, loaders: CatalogueLoaders = bundledLoaders): I18n<K> {
  const instance = new I18n<K>(language, loaders);
  for (const [namespace, catalogue] of Object.entries(catalogues)) instance.setBundle(language, namespace, catalogue);
  return instance;
}

/** The page texts as a page namespace: a page module that shows them lists it (lazyPage adds it). */
export const PAGE_TEXTS: PageNamespace<never> = {
  name: PAGE_TEXTS_NAMESPACE,
  loaders: Object.fromEntries(
    Object.entries(bundledLoaders)
      .filter(([path]) => path.startsWith('./locales/pages/'))
      .map(([path, load]) => [path, async () => (await load()).default]),
  ),
};

/** An instance for the language with its catalogue (and English) loaded; K only for made-up catalogues in tests. */
export async function createI18n<K extends string = MainKey>(language: string, loaders: CatalogueLoaders = bundledLoaders): Promise<I18n<K>> {
  const instance = new I18n<K>(language, loaders);
  await instance.load(language);
  return instance;
}
