// The shipped main catalogues of the eight languages, flat, for counting and editing them.
import { useEffect, useState } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import type { I18n } from '@client/core/i18n/i18n';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { type FlatCatalogue, flattenCatalogue, isCatalogueTree } from '../model/catalogue';

export interface ShippedCatalogues {
  catalogues: Partial<Record<LanguageCode, FlatCatalogue>>;
  failed: LanguageCode[];
}

/** Both parts of the language's main catalogue as one, as the interface shows them. */
async function load(i18n: I18n, code: LanguageCode): Promise<FlatCatalogue> {
  const tree: unknown = await i18n.loadShipped(code);
  if (!isCatalogueTree(tree)) throw new Error(`No catalogue for ${code}`);
  return flattenCatalogue(tree);
}

/** null until every catalogue has loaded or failed. */
export function useShippedCatalogues(): ShippedCatalogues | null {
  const { i18n } = useTranslation();
  const [shipped, setShipped] = useState<ShippedCatalogues | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.allSettled(LANGUAGE_CODES.map((code) => load(i18n, code))).then((results) => {
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
  }, [i18n]);
  return shipped;
}
