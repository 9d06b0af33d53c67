// Plain http on a public host (SPEC §2): protocol, URL, port, the notice and the language flags only.
import { Ltr } from '@client/components/ltr';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { LanguageSelector } from '@client/core/i18n/components/language-selector';

export function HttpsNotice({ protocol, url, port }: { protocol: string; url: string; port: number }) {
  const { t } = useTranslation();
  const secure = url.replace(/^http:/, 'https:').replace(/:\d+\//, '/');
  return (
    <main className="page narrow https-notice">
      <LanguageSelector />
      <h1>{t('https.notice')}</h1>
      <dl className="facts">
        <dt>{t('https.protocol')}</dt>
        <dd data-testid="protocol">{protocol}</dd>
        <dt>{t('https.url')}</dt>
        <dd>
          <Ltr testId="url">{url}</Ltr>
        </dd>
        <dt>{t('https.port')}</dt>
        <dd data-testid="port">{port}</dd>
      </dl>
      <p>
        <a href={secure}>{t('https.secureLink')}</a>
      </p>
    </main>
  );
}
