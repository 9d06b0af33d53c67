// Type-level tests of the typed translation keys: `npm run typecheck` (tsc) checks this file, and
// every `@ts-expect-error` below fails the check if the line it marks compiles, that is, if a
// misspelled key stopped being an error.
import type { PageMessage } from '@client/components/message-line';
import type { I18n, TFunction } from './i18n';
import type { Translation } from './i18n-context';
import type { KeysOf, MainKey } from './translation-keys';
import type { useNamespace } from './use-namespace';

declare const t: TFunction;
declare const i18n: I18n;
declare const main: Translation<MainKey>;
declare const someText: string;

// The main catalogue: both parts (shell and page texts).
t('routes.home');
t('gallery.next');
// @ts-expect-error a key no catalogue has
t('no.such.key');
// @ts-expect-error a branch of the catalogue is no text
t('routes');
// @ts-expect-error a text built from any string is no key
t(`routes.${someText}`);
i18n.t('shell.mainMenu');
// @ts-expect-error the instance's t too (server-side titles use it)
i18n.t('shell.mainMenus');

// Interpolation values and counts stay as they were.
t('routes.home', { count: 2, name: 'x' });

// Plural texts by their base key; the suffixed forms are no keys of their own.
type Plurals = KeysOf<{ files_one: string; files_other: string; a: { b_few: string; b_other: string }; snake_case_other: string }>;
const plurals: Plurals[] = ['files', 'a.b', 'snake_case'];
// @ts-expect-error a plural form is asked for by its base key
const suffixed: Plurals = 'files_one';

// A key built at run time passes only through the run-time check.
if (main.has(someText)) main.t(someText);
// @ts-expect-error without the check it does not
main.t(someText);

// A namespace carries its keys; useNamespace hands them to its t.
declare const namespaceTexts: ReturnType<typeof useNamespace<'a.b' | 'c'>>;
namespaceTexts.t('a.b');
// @ts-expect-error a key of no catalogue of the namespace
namespaceTexts.t('a.c');

// Message lines name a key of the namespace that shows them.
const message: PageMessage<MainKey> = { kind: 'error', key: 'routes.home' };
// @ts-expect-error a message names a key of the catalogue
const wrongMessage: PageMessage<MainKey> = { kind: 'error', key: 'routes.hom' };

export { plurals, suffixed, message, wrongMessage };
