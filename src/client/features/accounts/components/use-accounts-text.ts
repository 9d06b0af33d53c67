// The accounts namespace: this feature's own catalogues, loaded with its pages.
import type { Catalogue, TFunction } from '@client/core/i18n/i18n';
import type { KeysOf } from '@client/core/i18n/translation-keys';
import { pageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import type english from '../locales/en.json';

/** The translations of this feature, for the namespaces of the pages that show it. */
export const ACCOUNTS_TEXTS = pageNamespace<typeof english>('accounts', import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' }));

/** A key of this feature's catalogue (its English file's). */
export type AccountsKey = KeysOf<typeof english>;

export function useAccountsText() {
  return useNamespace(ACCOUNTS_TEXTS);
}

export type AccountsT = TFunction<AccountsKey>;

