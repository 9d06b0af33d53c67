import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth/auth-context';

const SECTIONS = ['access', 'session', 'privacy'] as const;

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user?.entitled) {
    return (
      <article className="page">
        <h1>{t('doc.heading')}</h1>
        <p className="notice">{t('doc.notEntitled')}</p>
      </article>
    );
  }
  return (
    <article className="page">
      <h1>{t('doc.heading')}</h1>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`doc.sections.${section}.title`)}</h2>
          <p>{t(`doc.sections.${section}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
