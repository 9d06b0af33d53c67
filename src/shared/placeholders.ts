// The one {{placeholder}} filler: the interface's catalogues (client i18n), the emails (server
// mail) and the Markdown content ({{owner.name}} from config/sites.json) all fill through it.

/** A placeholder as written: `{{name}}`, or `{{name, format}}` (as `{{size, number}}`). */
export interface Placeholder {
  name: string;
  format: string | undefined;
}

/** Turns a value into its text; the catalogues pass one that writes numbers in the language's digits. */
export type FormatValue = (value: unknown, placeholder: Placeholder) => string;

// Names may be dotted (owner.name); spaces inside the braces are allowed.
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

const asText: FormatValue = (value) => String(value ?? '');

/**
 * Replaces each {{name}} whose name `values` has (an own key) by its formatted value; any other
 * stays as written, so a typo or a missing value is seen.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, unknown>>, formatValue: FormatValue = asText): string {
  // Most texts have no placeholder: no pattern run (and no closure) for them.
  if (!template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) =>
    Object.hasOwn(values, name) ? formatValue(values[name], { name, format }) : whole,
  );
}
