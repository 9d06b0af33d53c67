// Encoding of client settings in local storage (SPEC §3): big integers are written as '123n'.

const BIGINT_TEXT = /^-?\d+n$/;

/** Serialises a value to JSON, writing each bigint as a string such as "123n". */
export function encodeStoredValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item.toString()}n` : item));
}

/** Parses a stored JSON text; strings of the form "123n" come back as BigInt. Throws on malformed JSON. */
export function decodeStoredValue(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) =>
    typeof item === 'string' && BIGINT_TEXT.test(item) ? BigInt(item.slice(0, -1)) : item,
  );
}
