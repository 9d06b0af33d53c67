// A page whose text is a content file (content/<site>/<lang>/<page>.md), with English as fallback.
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/languages';
import { useSite } from '../../../lib/site-context';
import { useAuth } from '../../auth/auth-context';
import { useLanguage } from '../../i18n/use-language';
import { type ContentLoaders, contentFileName } from '../model/content-source';
import { fillPlaceholders, parseMarkdown } from '../model/markdown';
import { placeholderValues } from '../model/placeholders';
import { useContent } from '../use-content';
import { MarkdownView } from './markdown-view';

export interface ContentPageProps {
  loaders: ContentLoaders;
  /** Route path of the page ('' for home). */
  page: string;
  /** Paths only users with the internal flag may open. */
  internalPaths?: readonly string[];
  /** Interactive parts shown after the text. */
  children?: ReactNode;
}

export function ContentPage({ loaders, page, internalPaths = [], children }: ContentPageProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { registry, site } = useSite();
  const { user } = useAuth();
  const state = useContent<string>(loaders, language.code, `${contentFileName(page)}.md`);
  const values = useMemo(() => placeholderValues(registry, site), [registry, site]);
  const blocks = useMemo(
    () => (state.status === 'ready' ? parseMarkdown(fillPlaceholders(state.content.value, values)) : []),
    [state, values],
  );
  const canOpen = (path: string) => user?.internal === true || !internalPaths.includes(path.replace(/^\//, ''));

  if (state.status === 'loading') {
    return (
      <article className="page content-page loading" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('shell.loading')}
        </p>
      </article>
    );
  }
  if (state.status === 'missing') {
    return (
      <article className="page">
        <h1>{t('errors.notFound')}</h1>
      </article>
    );
  }
  const { fallback, language: written } = state.content;
  return (
    <article className="page content-page" lang={fallback ? LANGUAGES[written].locale : undefined} dir={fallback ? 'ltr' : undefined}>
      {fallback && (
        <p className="notice" lang={language.locale} dir={language.dir}>
          {t('content.fallback')}
        </p>
      )}
      <MarkdownView blocks={blocks} options={{ canOpen }} />
      {children}
    </article>
  );
}
