// Range limits of a type in the reader's locale: grouped integers, scientific notation for floats.
import { DATA_TYPES, type DataTypeId } from './data-types';
import { numberFormat } from '@client/core/i18n/intl-formatters';

/** Significant digits that tell the largest single and double floats apart from their neighbours. */
const FLOAT_DIGITS = { 32: 8, 64: 17 } as const;

export function rangeBounds(type: DataTypeId, locale: string): { min: string; max: string } {
  const info = DATA_TYPES[type];
  if (info.kind === 'float') {
    const format = numberFormat(locale, { notation: 'scientific', maximumSignificantDigits: FLOAT_DIGITS[info.bits] });
    return { min: format.format(-info.max), max: format.format(info.max) };
  }
  const format = numberFormat(locale);
  return { min: format.format(info.min), max: format.format(info.max) };
}
