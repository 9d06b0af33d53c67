// The passkeys' texts: this feature's own catalogues (locales/<code>.json), a namespace loaded
// with the pages that show it (the dashboard and the login page).
import type { Catalogue, TFunction } from '@client/core/i18n/i18n';
import type { KeysOf } from '@client/core/i18n/translation-keys';
import { pageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import type english from '../locales/en.json';

export const PASSKEY_TEXTS = pageNamespace<typeof english>('passkeys', import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' }));

export type PasskeyKey = KeysOf<typeof english>;
export type PasskeyT = TFunction<PasskeyKey>;

export function usePasskeyText() {
  return useNamespace(PASSKEY_TEXTS);
}
