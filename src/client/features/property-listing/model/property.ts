// The property offered for sale and how its figures are written in the visitor's locale.
import { PROPERTY_BUILT_YEAR, PROPERTY_LIVING_SPACE_SQUARE_METRES, PROPERTY_PLOT_SQUARE_METRES, PROPERTY_PRICE_EUROS, PROPERTY_ROOMS } from '@shared/app-constants';
import { numberFormat } from '@client/core/i18n/intl-formatters';

export const PROPERTY = {
  livingSpaceSquareMetres: PROPERTY_LIVING_SPACE_SQUARE_METRES,
  plotSquareMetres: PROPERTY_PLOT_SQUARE_METRES,
  rooms: PROPERTY_ROOMS,
  priceEuros: PROPERTY_PRICE_EUROS,
  monthlyAdditionalCostsEuros: 280,
  builtYear: PROPERTY_BUILT_YEAR,
  renovatedYear: 2015,
  garageIncluded: true,
} as const;

export const CURRENCY = 'EUR';

export function formatEuros(amount: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(amount);
}

export function formatWholeNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Years are written without grouping (1978, not 1,978), in the locale's digits. */
export function formatYear(year: number, locale: string): string {
  return numberFormat(locale, { useGrouping: false }).format(year);
}

export function pricePerSquareMetre(price: number, area: number): number {
  return Math.round(price / area);
}

export interface FormattedFacts {
  livingSpace: string;
  plot: string;
  rooms: number;
  price: string;
  pricePerSquareMetre: string;
  monthlyAdditionalCosts: string;
  built: string;
  renovated: string;
}

export function formatFacts(locale: string, property = PROPERTY): FormattedFacts {
  return {
    livingSpace: formatWholeNumber(property.livingSpaceSquareMetres, locale),
    plot: formatWholeNumber(property.plotSquareMetres, locale),
    rooms: property.rooms,
    price: formatEuros(property.priceEuros, locale),
    pricePerSquareMetre: formatEuros(pricePerSquareMetre(property.priceEuros, property.livingSpaceSquareMetres), locale),
    monthlyAdditionalCosts: formatEuros(property.monthlyAdditionalCostsEuros, locale),
    built: formatYear(property.builtYear, locale),
    renovated: formatYear(property.renovatedYear, locale),
  };
}
