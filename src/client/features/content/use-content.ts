import { useEffect, useState } from 'react';
import type { LanguageCode } from '../../../shared/languages';
import { type ContentLoaders, type LoadedContent, loadContent } from './model/content-source';

type State<T> = { status: 'loading' } | { status: 'ready'; content: LoadedContent<T> } | { status: 'missing' };

/** Loads a content file for the active language and reloads it when the language changes. */
export function useContent<T>(loaders: ContentLoaders, language: LanguageCode, file: string): State<T> {
  const [state, setState] = useState<{ key: string; value: State<T> }>({ key: '', value: { status: 'loading' } });
  const key = `${language}/${file}`;
  useEffect(() => {
    let active = true;
    loadContent<T>(loaders, language, file).then(
      (content) => active && setState({ key, value: { status: 'ready', content } }),
      () => active && setState({ key, value: { status: 'missing' } }),
    );
    return () => {
      active = false;
    };
  }, [loaders, language, file, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
