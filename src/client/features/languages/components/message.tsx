// The shared message line, translated in the language management's namespace.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { MessageLine as SharedMessageLine, type PageMessage } from '@client/components/message-line';

export type { PageMessage };

export function MessageLine({ message }: { message: PageMessage | null }) {
  const { t } = useTranslation('languages');
  return <SharedMessageLine message={message} t={t} />;
}
