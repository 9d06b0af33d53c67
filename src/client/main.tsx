// Start-up: everything that touches window happens here, once, and reaches components via context.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEBUG_MODE_DEFAULT } from '../shared/constants';
import { type LanguageCode, isLanguageCode, pickLanguage } from '../shared/languages';
import type { SiteRegistry } from '../shared/site-registry';
import { App } from './app/app';
import { AuthController } from './features/auth/model/auth-controller';
import { applyDocumentLanguage, createI18n } from './features/i18n/i18n';
import { startLanguages } from './features/languages/language-runtime';
import { LanguagesContext } from './features/languages/languages-context';
import { installAssetErrorReload } from './features/resilience/asset-reload';
import { createSettingsStore } from './features/settings/model/settings-store';
import { applyTheme } from './features/settings/theme';
import { api } from './lib/api';
import './app/styles.css';

function readRegistry(): SiteRegistry | null {
  const element = document.getElementById('site-registry');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as SiteRegistry) : null;
  } catch {
    return null;
  }
}

function openStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  installAssetErrorReload(
    window,
    { session: openStorage('sessionStorage'), reload: () => window.location.reload(), schedule: (cb, ms) => window.setTimeout(cb, ms) },
    () => undefined,
  );
  const registry = readRegistry();
  const root = document.getElementById('root');
  if (!registry || !root) return;

  const storage = openStorage('localStorage');
  const settings = createSettingsStore(storage);
  const url = new URL(window.location.href);
  const domainParam = url.searchParams.get('domain');
  if (domainParam) settings.set({ domainName: domainParam });
  applyTheme(document.body, settings.get().darkMode, window.matchMedia('(prefers-color-scheme: dark)').matches);

  const stored = settings.get().languageShort;
  const language: LanguageCode = isLanguageCode(stored) ? stored : pickLanguage(navigator.languages);
  applyDocumentLanguage(document.documentElement, language);
  const i18n = await createI18n(language);
  // Edited and added languages of the language management, kept in the browser.
  const languages = await startLanguages(i18n, { settings, storage, root: document.documentElement, startLanguage: language });

  const debug = DEBUG_MODE_DEFAULT;
  const auth = new AuthController(
    { checkAuthStatus: api.checkAuthStatus, logout: () => api.logout() },
    {
      now: () => Date.now(),
      setTimeout: (cb, ms) => window.setTimeout(cb, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (cb, ms) => window.setInterval(cb, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    (message, error) => {
      if (debug) console.warn(message, error);
    },
  );
  void auth.start();

  createRoot(root).render(
    <StrictMode>
      <LanguagesContext.Provider value={languages}>
        <App registry={registry} address={{ protocol: url.protocol, host: url.host, href: url.href }} settings={settings} auth={auth} i18n={i18n} />
      </LanguagesContext.Provider>
    </StrictMode>,
  );
}

void start();
