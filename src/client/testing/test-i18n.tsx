// Renders a component for a component test (*.component.test.tsx, Vitest browser mode) inside the
// app's own providers: the real translations (both parts of the main catalogue and the feature
// namespaces the page modules name, loaded as the app loads them for a page) and the real
// settings store, kept in memory.
import type { ReactNode } from 'react';
import { type RenderResult, render } from 'vitest-browser-react';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@shared/languages';
import { type I18n, PAGE_TEXTS, createI18n } from '@client/core/i18n/i18n';
import { I18nContext } from '@client/core/i18n/i18n-context';
import { applyDocumentLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, loadNamespace } from '@client/core/i18n/use-namespace';
import { SettingsContext } from '@client/core/settings/settings-context';
import { type SettingsStore, createSettingsStore } from '@client/core/settings/settings-store';
import { MemoryStorage } from './memory-storage';

export interface TestAppOptions {
  /** The feature namespaces the component reads (a page module's `namespaces`). */
  namespaces?: readonly PageNamespace[];
  /** The interface language; English by default. */
  language?: LanguageCode;
}

export interface TestApp {
  i18n: I18n;
  settings: SettingsStore;
  storage: MemoryStorage;
}

/** The stores the app provides, with the catalogues of the language (and English) loaded. */
export async function createTestApp({ namespaces = [], language = FALLBACK_LANGUAGE }: TestAppOptions = {}): Promise<TestApp> {
  const i18n = await createI18n(language);
  // As lazyPage does for every page but the plain content page: the page texts, then its own.
  await Promise.all([PAGE_TEXTS, ...namespaces].map((namespace) => loadNamespace(i18n, namespace, language)));
  applyDocumentLanguage(document.documentElement, language);
  const storage = new MemoryStorage();
  return { i18n, settings: createSettingsStore(storage), storage };
}

/** The providers of app.tsx that a feature component relies on, around ui. */
export function TestProviders({ app, children }: { app: TestApp; children: ReactNode }) {
  return (
    <I18nContext.Provider value={app.i18n}>
      <SettingsContext.Provider value={app.settings}>{children}</SettingsContext.Provider>
    </I18nContext.Provider>
  );
}

/** Renders ui inside the providers; the result's locators find what a user sees. */
export async function renderInApp(ui: ReactNode, options: TestAppOptions = {}): Promise<{ screen: RenderResult; app: TestApp }> {
  const app = await createTestApp(options);
  const screen = await render(ui, { wrapper: ({ children }) => <TestProviders app={app}>{children}</TestProviders> });
  return { screen, app };
}
