// The shipped main catalogues of the eight languages, flat, for counting and editing them.
import { useEffect, useState } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import type { Catalogue } from '@client/core/i18n/i18n';
import { type FlatCatalogue, flattenCatalogue, isCatalogueTree } from '../model/catalogue';

// The same files createI18n loads lazily; Vite shares their chunks.
const loaders = import.meta.glob<Catalogue>('../../../core/i18n/locales/*.json', { import: 'default' });

export interface ShippedCatalogues {
  catalogues: Partial<Record<LanguageCode, FlatCatalogue>>;
  failed: LanguageCode[];
}

async function load(code: LanguageCode): Promise<FlatCatalogue> {
  const loader = loaders[`../../../core/i18n/locales/${code}.json`];
  const tree: unknown = loader ? await loader() : undefined;
  if (!isCatalogueTree(tree)) throw new Error(`No catalogue for ${code}`);
  return flattenCatalogue(tree);
}

/** null until every catalogue has loaded or failed. */
export function useShippedCatalogues(): ShippedCatalogues | null {
  const [shipped, setShipped] = useState<ShippedCatalogues | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.allSettled(LANGUAGE_CODES.map(load)).then((results) => {
      if (!active) return;
      const catalogues: Partial<Record<LanguageCode, FlatCatalogue>> = {};
      const failed: LanguageCode[] = [];
      results.forEach((result, index) => {
        const code = LANGUAGE_CODES[index]!;
        if (result.status === 'fulfilled') catalogues[code] = result.value;
        else failed.push(code);
      });
      setShipped({ catalogues, failed });
    });
    return () => {
      active = false;
    };
  }, []);
  return shipped;
}
