// Applies the language management to the running interface: edited catalogues replace the shipped
// ones at once (and again at start-up), added languages become usable, and an added language
// chosen as interface language is remembered. Started once by main.tsx after createI18n.
import { type LanguageCode, isLanguageCode } from '@shared/languages';
import { type I18n, MAIN_NAMESPACE } from '@client/core/i18n/i18n';
import { applyDocumentLanguage } from '@client/core/i18n/use-language';
import type { SettingsStore } from '@client/core/settings/settings-store';
import { type FlatCatalogue, findKeyConflict, flattenCatalogue, isCatalogueTree, unflattenCatalogue, withoutEmptyRows } from './model/catalogue';
import { languageDirection } from './model/isocode';
import { type LanguagesState, NO_LANGUAGE_CHANGES, isAddedLanguage, overShipped, setActive } from './model/language-operations';
import { type LanguageStore, createLanguageStore } from './model/language-store';

export interface LanguagesRuntime {
  store: LanguageStore;
  /** Uses a language as interface language: an added one here, a built-in one through useLanguage. */
  chooseAdded(code: string): Promise<void>;
  /** Resolves once every change so far has reached the interface. */
  settled(): Promise<void>;
}

export interface LanguagesEnvironment {
  settings: SettingsStore;
  storage: Storage | null;
  /** The document element, for lang and dir. */
  root: HTMLElement;
  /** The language main.tsx started with; used when an added interface language disappears. */
  startLanguage: LanguageCode;
}

function applyLanguageAttributes(root: HTMLElement, code: string): void {
  if (isLanguageCode(code)) {
    applyDocumentLanguage(root, code);
  } else {
    root.lang = code;
    root.dir = languageDirection(code);
  }
}

/** What the interface gets: the rows with a text (an empty one falls back to English), as a tree. */
function visibleTree(rows: FlatCatalogue, edited: FlatCatalogue) {
  const visible = withoutEmptyRows(rows);
  // Should an edit clash with the shipped layout ('a' against 'a.b'), the edits alone count.
  return unflattenCatalogue(findKeyConflict(Object.keys(visible)) === null ? visible : withoutEmptyRows(edited));
}

export async function startLanguages<K extends string>(i18n: I18n<K>, { settings, storage, root, startLanguage }: LanguagesEnvironment): Promise<LanguagesRuntime> {
  const store = createLanguageStore(storage, settings);

  const switchTo = async (code: string) => {
    await i18n.changeLanguage(code);
    applyLanguageAttributes(root, code);
  };

  /** A built-in language's edits go over its shipped catalogue; without edits the shipped one returns. */
  const applyEdits = async (code: string, edited: FlatCatalogue | undefined) => {
    const shipped: unknown = isLanguageCode(code) ? await i18n.loadShipped(code) : null;
    const shippedRows = isCatalogueTree(shipped) ? flattenCatalogue(shipped) : undefined;
    if (edited) i18n.setBundle(code, MAIN_NAMESPACE, visibleTree(overShipped(edited, shippedRows) ?? edited, edited));
    else if (isCatalogueTree(shipped)) i18n.setBundle(code, MAIN_NAMESPACE, shipped);
    else i18n.removeBundle(code, MAIN_NAMESPACE);
  };

  const apply = async (previous: LanguagesState, next: LanguagesState) => {
    for (const { code } of next.added) i18n.supported.add(code);
    for (const code of new Set([...Object.keys(previous.edited), ...Object.keys(next.edited)])) {
      const rows = next.edited[code];
      if (rows === previous.edited[code]) continue;
      await applyEdits(code, rows);
    }
    const current = i18n.language;
    if (!isLanguageCode(current) && !isAddedLanguage(next, current)) {
      await switchTo(settings.get().languageShort ?? startLanguage);
    } else if (next.active !== null && next.active !== previous.active && next.active !== current) {
      await switchTo(next.active);
    }
  };

  // Changes apply in order, each after the one before; a failure never stops the interface.
  const report = (error: unknown) => console.error(error);
  let queue = apply(NO_LANGUAGE_CHANGES, store.get()).catch(report);
  store.subscribe((next, previous) => {
    queue = queue.then(() => apply(previous, next)).catch(report);
  });
  i18n.onLanguageChanged((code) => {
    store.set(setActive(store.get(), code));
  });
  await queue;

  return {
    store,
    async chooseAdded(code) {
      if (!isAddedLanguage(store.get(), code)) return;
      await queue;
      i18n.supported.add(code);
      await switchTo(code);
    },
    settled: () => queue,
  };
}
