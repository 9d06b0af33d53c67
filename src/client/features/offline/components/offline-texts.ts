// The offline feature's translations (locales/<code>.json): the "new version" notice here, the
// offline page on the server (src/server/pages/pwa-routes.ts); the keys are the English file's.
import type { Catalogue } from '@client/core/i18n/i18n';
import { pageNamespace } from '@client/core/i18n/use-namespace';
import type english from '../locales/en.json';

export const OFFLINE_TEXTS = pageNamespace<typeof english>('offline', import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' }));
