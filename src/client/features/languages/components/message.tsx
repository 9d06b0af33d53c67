// A message of the language management, translated when shown so that it follows a change of language.
import { useTranslation } from 'react-i18next';

export interface PageMessage {
  kind: 'success' | 'error';
  key: string;
  values?: Record<string, string | number>;
}

export function MessageLine({ message }: { message: PageMessage | null }) {
  const { t } = useTranslation('languages');
  if (!message) return null;
  return message.kind === 'error' ? (
    <p role="alert" className="error">
      {t(message.key, message.values)}
    </p>
  ) : (
    <p role="status" className="success">
      {t(message.key, message.values)}
    </p>
  );
}
