// A message of the settings page, translated when shown so that it follows a change of language.
export interface PageMessage {
  kind: 'success' | 'error';
  key: string;
  values?: Record<string, string | number>;
}

export function MessageLine({ message, t }: { message: PageMessage | null; t: (key: string, values?: Record<string, string | number>) => string }) {
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
