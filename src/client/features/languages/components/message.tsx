// The shared message line, translated in the language management's namespace.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { MessageLine as SharedMessageLine, type PageMessage as SharedPageMessage } from '@client/components/message-line';
import { LANGUAGES_TEXTS, type LanguagesKey } from './languages-texts';

/** A message of the language management: its key is one of the namespace's. */
export type PageMessage = SharedPageMessage<LanguagesKey>;

export function MessageLine({ message }: { message: PageMessage | null }) {
  const { t } = useTranslation(LANGUAGES_TEXTS);
  return <SharedMessageLine message={message} t={t} />;
}
