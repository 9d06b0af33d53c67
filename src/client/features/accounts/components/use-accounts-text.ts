// The accounts namespace: this feature's own catalogues, loaded with its pages.
import type { Catalogue } from '../../i18n/i18n';
import { useNamespace } from '../../i18n/use-namespace';

const catalogues = import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' });

export function useAccountsText() {
  return useNamespace('accounts', catalogues);
}

export type AccountsT = ReturnType<typeof useAccountsText>['t'];

