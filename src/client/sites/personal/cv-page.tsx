// The CV: its text, then a link to the same text as a PDF the server sets, in the page's language.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { ContentPage } from '@client/core/content/components/content-page';
import { useLanguage } from '@client/core/i18n/use-language';
import { CV_PDF_PATH, PDF_TYPE } from '@shared/cv-pdf';

export function Component() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ContentPage>
      <p className="pdf-link">
        <a href={`${CV_PDF_PATH}?lang=${language.code}`} type={PDF_TYPE} title={t('content.pdfContents')}>
          {t('content.downloadPdf')}
        </a>
      </p>
    </ContentPage>
  );
}
