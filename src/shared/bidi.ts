// Direction of text that does not follow the page's own: values read left to right whatever the
// page's direction (phone numbers, mail and web addresses, codes), and the direction of a language.

// A phone or fax number: digits with the separators people write, at least six digits.
const PHONE = /^\+?[\d\s()./–-]+$/;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;

/**
 * Whether a value is a phone number, a mail address or a web address (or domain), which must be
 * shown left to right and isolated from right-to-left text around it: in Arabic, "+1 555 0100"
 * otherwise reads "0100 555 1+".
 */
export function isLeftToRightValue(value: string): boolean {
  const text = value.trim();
  if (PHONE.test(text)) return (text.match(/\d/g) ?? []).length >= 6;
  return MAIL.test(text) || WEB.test(text);
}

// Scripts written right to left (ISO 15924) that a language tag may name or imply.
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/** The canonical form of a BCP 47 language tag ('EN-gb' → 'en-GB'), or null when it is not one. */
export function canonicalLanguageTag(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** The writing direction of a language tag: from its script, or the script the language is written in ('ar' → rtl). */
export function directionOfLanguage(tag: string): 'ltr' | 'rtl' {
  const script = new Intl.Locale(tag).maximize().script;
  return script && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}
