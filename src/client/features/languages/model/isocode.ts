// Isocodes of added languages: a BCP 47 language tag of language, optional script and optional
// region ('fr', 'pt-BR', 'sr-Latn-RS', 'es-419'), written in its canonical case.

const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;
/** Tags that name no language (test and debug codes of translation tools). */
const RESERVED = new Set(['dev', 'cimode']);

export type IsocodeProblem = 'empty' | 'invalid' | 'exists';
export type IsocodeResult = { ok: true; code: string } | { ok: false; problem: IsocodeProblem };

/** The canonical form ('PT-br' → 'pt-BR', 'sr-latn' → 'sr-Latn'), or null when input is no such tag. */
export function normalizeIsocode(input: string): string | null {
  const match = LANGUAGE_TAG.exec(input.trim().replaceAll('_', '-'));
  if (!match || RESERVED.has(match[0].toLowerCase())) return null;
  const [, language, script, region] = match;
  const code = [
    language!.toLowerCase(),
    script && script[0]!.toUpperCase() + script.slice(1).toLowerCase(),
    region?.toUpperCase(),
  ]
    .filter(Boolean)
    .join('-');
  try {
    // Intl knows the registered subtags' structure; it rejects what slipped through the pattern.
    return Intl.getCanonicalLocales(code).length === 1 ? code : null;
  } catch {
    return null;
  }
}

/** Checks an isocode for a new language against the existing ones (compared without case). */
export function validateIsocode(input: string, existing: readonly string[]): IsocodeResult {
  if (input.trim() === '') return { ok: false, problem: 'empty' };
  const code = normalizeIsocode(input);
  if (code === null) return { ok: false, problem: 'invalid' };
  if (existing.some((other) => other.toLowerCase() === code.toLowerCase())) return { ok: false, problem: 'exists' };
  return { ok: true, code };
}

/** Languages written right to left, for runtimes whose Intl.Locale cannot tell. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

type TextInfo = { direction?: string };
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/** Writing direction of a language tag: Intl's text info where available, else the tables above. */
export function languageDirection(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as LocaleWithTextInfo;
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    if (locale.script) return RIGHT_TO_LEFT_SCRIPTS.has(locale.script) ? 'rtl' : 'ltr';
    return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
