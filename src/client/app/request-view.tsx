// What a request that is not a site page shows: the HTTPS notice or, on a local host, the page of a
// domain the deployment does not serve. Few visitors ever see either, so the browser loads this
// module only for such a page; the site pages' first visit does not carry it.
import { type ReactNode, useEffect } from 'react';
import type { PageContext } from '@shared/page-context';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { HttpsNotice } from './https-notice';
import { type RequestViewKind, requestViewTitle } from './shell/page-title';
import { UnknownDomain } from './unknown-domain';

/** Keeps the document title in the interface language, which the flags switch in place (the server wrote the first one). */
function Titled({ kind, domain, children }: { kind: RequestViewKind; domain: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = requestViewTitle(i18n, kind, domain);
  }, [i18n, i18n.language, kind, domain]);
  return children;
}

export function requestView(context: PageContext, chooseDomain: (domain: string) => void): ReactNode {
  const { view, site } = context;
  if (view.kind === 'https-notice') {
    return (
      <Titled kind={view.kind} domain={site.domain}>
        <HttpsNotice protocol={view.protocol} url={view.url} port={view.port} />
      </Titled>
    );
  }
  if (view.kind === 'unknown-domain') {
    return (
      <Titled kind={view.kind} domain={site.domain}>
        <UnknownDomain domain={view.domain} domains={context.domains ?? []} onChoose={chooseDomain} />
      </Titled>
    );
  }
  return null;
}
