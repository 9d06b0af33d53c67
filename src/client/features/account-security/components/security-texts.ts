// Password recovery and the session list: this feature's own catalogues (locales/<code>.json), a
// namespace loaded with the pages that show it; the keys its t takes are the English file's.
import type { Catalogue, TFunction } from '@client/core/i18n/i18n';
import type { KeysOf } from '@client/core/i18n/translation-keys';
import { pageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import type english from '../locales/en.json';

export const SECURITY_TEXTS = pageNamespace<typeof english>('account-security', import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' }));

export type SecurityKey = KeysOf<typeof english>;
export type SecurityT = TFunction<SecurityKey>;

export function useSecurityText() {
  return useNamespace(SECURITY_TEXTS);
}

/** How long a recovery link lasts (the server's RESET_LINK_MINUTES). */
export const RESET_LINK_MINUTES = 30;
