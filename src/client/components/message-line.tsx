// A success or error message, translated when shown so that it follows a change of language. K is
// the keys of the namespace whose t shows it, so a message can only name a key that exists.
export interface PageMessage<K extends string = string> {
  kind: 'success' | 'error';
  key: K;
  values?: Record<string, string | number>;
}

type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

export function MessageLine<K extends string>({ message, t }: { message: PageMessage<K> | null; t: Translate<K> }) {
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
