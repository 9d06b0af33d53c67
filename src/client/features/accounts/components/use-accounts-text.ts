// The accounts namespace: this feature's own catalogues, loaded with its pages.
import type { Catalogue } from '@client/core/i18n/i18n';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';

const catalogues = import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' });
/** The translations of this feature, for the namespaces of the pages that show it. */
export const ACCOUNTS_TEXTS: PageNamespace = { name: 'accounts', loaders: catalogues };

export function useAccountsText() {
  return useNamespace('accounts', catalogues);
}

export type AccountsT = ReturnType<typeof useAccountsText>['t'];

