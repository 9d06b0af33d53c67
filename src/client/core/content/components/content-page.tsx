// A page whose text comes from the server (the route's textLoader): the content file in the
// visitor's language, or in English with a notice, or the notice that the page needs a flag.
import type { ReactNode } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { routeTitle } from '@client/core/i18n/route-title';
import { useLoaderData } from 'react-router';
import { type PageData, type PageText, isForbidden } from '@shared/content';
import { LANGUAGES } from '@shared/languages';
import { SITE_PAGES } from '@shared/site-pages';
import { useAuth } from '@client/core/auth/auth-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { useSite } from '@client/core/site/site-context';
import { MarkdownView } from './markdown-view';

/** The page text of the current route. */
export function usePageText(): PageData {
  return useLoaderData() as PageData;
}

function ForbiddenNotice({ data }: { data: { page: string; forbidden: 'internal' | 'entitled' } }) {
  const translation = useTranslation();
  const { t } = translation;
  return (
    <article className="page">
      <h1>{routeTitle(translation, data.page)}</h1>
      <p className="notice">{t(data.forbidden === 'internal' ? 'content.internalOnly' : 'doc.notEntitled')}</p>
    </article>
  );
}

export function ContentArticle({ text, children }: { text: PageText; children?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { site } = useSite();
  const { user } = useAuth();
  const internal = SITE_PAGES[site.set].internal;
  const canOpen = (path: string) => user?.internal === true || !internal.includes(path.replace(/^\//, ''));
  return (
    <article className="page content-page" lang={text.fallback ? LANGUAGES[text.language].locale : undefined} dir={text.fallback ? 'ltr' : undefined}>
      {text.fallback && (
        <p className="notice" lang={language.locale} dir={language.dir}>
          {t('content.fallback')}
        </p>
      )}
      <MarkdownView blocks={text.blocks} options={{ canOpen }} />
      {children}
    </article>
  );
}

/** The content page of a route; interactive parts follow the text as children. */
export function ContentPage({ children }: { children?: ReactNode }) {
  const data = usePageText();
  return isForbidden(data) ? <ForbiddenNotice data={data} /> : <ContentArticle text={data}>{children}</ContentArticle>;
}

export function Component() {
  return <ContentPage />;
}
