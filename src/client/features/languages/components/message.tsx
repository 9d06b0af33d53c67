// The shared message line, translated in the language management's namespace.
import { useTranslation } from 'react-i18next';
import { MessageLine as SharedMessageLine, type PageMessage } from '../../../components/message-line';

export type { PageMessage };

export function MessageLine({ message }: { message: PageMessage | null }) {
  const { t } = useTranslation('languages');
  return <SharedMessageLine message={message} t={t} />;
}
