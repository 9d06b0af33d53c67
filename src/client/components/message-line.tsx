// A success or error message, translated when shown so that it follows a change of language.
export interface PageMessage {
  kind: 'success' | 'error';
  key: string;
  values?: Record<string, string | number>;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function MessageLine({ message, t }: { message: PageMessage | null; t: Translate }) {
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
