// The app's own translations (locales/<code>.json), a namespace loaded with its pages; the keys its
// t takes are those of the English file.
import type { Catalogue, TFunction } from '@client/core/i18n/i18n';
import type { KeysOf } from '@client/core/i18n/translation-keys';
import { pageNamespace } from '@client/core/i18n/use-namespace';
import type english from '../locales/en.json';

/** A key of the app's catalogue. */
export type PropertyListingKey = KeysOf<typeof english>;

/** The app's translate function, for components that get it by props. */
export type PropertyListingT = TFunction<PropertyListingKey>;

export const PROPERTY_LISTING_TEXTS = pageNamespace<typeof english>('propertyListing', import.meta.glob<Catalogue>('../locales/[a-z][a-z].json', { import: 'default' }));
