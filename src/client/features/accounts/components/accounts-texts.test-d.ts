// Type-level test (checked by `npm run typecheck`): the accounts' t, their message keys and their
// error keys take keys of the English catalogue only; each `@ts-expect-error` fails the check if
// its line compiles.
import type { ErrorKey } from '../model/account-errors';
import type { AccountsKey, AccountsT } from './use-accounts-text';

declare const t: AccountsT;

t('errors.network');
// @ts-expect-error a misspelled key
t('errors.netwerk');

// Every error key the model hands out is a key of the catalogue.
export const errorKeys: AccountsKey[] = [] as ErrorKey[];
// @ts-expect-error an error key the catalogue does not have
export const notAnErrorKey: ErrorKey = 'errors.netwerk';
