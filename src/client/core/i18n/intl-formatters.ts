// Intl formatters made once per locale and options (dates in ./format, numbers here and in the
// translations' placeholders). A small module of its own: the shell's first render formats numbers
// (the forum's archive years), and the first visit's script should not carry the date and duration
// formatting for that.
/**
 * Formatters made once per locale and options, not in every render: making one costs some 15–25 µs
 * (the first of a locale far more), formatting with it a microsecond. Found by options object first
 * (the module's constants, a caller's own): a render formats several values, and making the string
 * key of every call (JSON of the options) cost more than the formatting on the dashboard
 * (docs/decisions/023). Options objects are never changed (they are constants or literals made for
 * the call), so one answers the same formatter for the same locale; a literal made anew for each
 * call finds it by its key.
 */
export function formatterCache<O extends object, F>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const byKey = new Map<string, F>();
  const byOptions = new WeakMap<O, Map<string, F>>();
  return (locale, options) => {
    let byLocale = byOptions.get(options);
    let format = byLocale?.get(locale);
    if (format) return format;
    const key = `${locale} ${JSON.stringify(options)}`;
    format = byKey.get(key);
    if (!format) byKey.set(key, (format = make(locale, options)));
    if (!byLocale) byOptions.set(options, (byLocale = new Map()));
    byLocale.set(locale, format);
    return format;
  };
}

const numberFormats = formatterCache<Intl.NumberFormatOptions, Intl.NumberFormat>((locale, options) => new Intl.NumberFormat(locale, options));
const PLAIN_NUMBER: Intl.NumberFormatOptions = {};

/** A cached Intl.NumberFormat of the locale (its plain one without options). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = PLAIN_NUMBER): Intl.NumberFormat {
  return numberFormats(locale, options);
}
