// Numbers of the autoclave page in the reader's locale; one set of Intl formatters per locale.
import { numberFormat } from '@client/core/i18n/intl-formatters';

export interface Formatters {
  /** A temperature with one decimal and the locale's °C sign. */
  temperature(valueC: number): string;
  /** A pressure number with two decimals (the unit comes from the translation). */
  pressure(valueBar: number): string;
  /** Simulated seconds as minutes:seconds. */
  duration(seconds: number): string;
  integer(value: number): string;
}

export function createFormatters(locale: string): Formatters {
  const temperature = numberFormat(locale, { style: 'unit', unit: 'celsius', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pressure = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integer = numberFormat(locale, { maximumFractionDigits: 0 });
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return {
    temperature: (value) => temperature.format(value),
    pressure: (value) => pressure.format(value),
    duration(seconds) {
      const whole = Math.max(0, Math.floor(seconds));
      return `${integer.format(Math.floor(whole / 60))}:${twoDigits.format(whole % 60)}`;
    },
    integer: (value) => integer.format(value),
  };
}
