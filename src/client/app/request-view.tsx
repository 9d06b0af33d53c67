// What a request that is not a site page shows: the HTTPS notice or, on a local host, the page of a
// domain the deployment does not serve. Few visitors ever see either, so the browser loads this
// module only for such a page; the site pages' first visit does not carry it.
import type { ReactNode } from 'react';
import type { PageContext } from '@shared/page-context';
import { HttpsNotice } from './https-notice';
import { UnknownDomain } from './unknown-domain';

export function requestView(context: PageContext, chooseDomain: (domain: string) => void): ReactNode {
  const { view } = context;
  if (view.kind === 'https-notice') return <HttpsNotice protocol={view.protocol} url={view.url} port={view.port} />;
  if (view.kind === 'unknown-domain') return <UnknownDomain domain={view.domain} domains={context.domains ?? []} onChoose={chooseDomain} />;
  return null;
}
