import { useTranslation } from '@client/core/i18n/i18n-context';

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('chat.heading')}</h1>
      <p className="notice">{t('chat.notEntitled')}</p>
    </article>
  );
}
