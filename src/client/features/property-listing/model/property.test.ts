import { describe, expect, it } from 'vitest';
import { PROPERTY, formatEuros, formatFacts, formatYear, pricePerSquareMetre } from './property';

// Intl separates the currency sign with a no-break space in some locales.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the property', () => {
  it('has the figures of the offer', () => {
    expect(PROPERTY.livingSpaceSquareMetres).toBe(115);
    expect(PROPERTY.plotSquareMetres).toBe(1094);
    expect(PROPERTY.priceEuros).toBe(360000);
  });

  it('writes the price in euros per locale', () => {
    expect(formatEuros(360000, 'en-US')).toBe('€360,000');
    expect(plain(formatEuros(360000, 'de-DE'))).toBe('360.000 €');
  });

  it('writes years without grouping', () => {
    expect(formatYear(1978, 'en-US')).toBe('1978');
    expect(formatYear(2015, 'de-DE')).toBe('2015');
  });

  it('works out the price per square metre of living space', () => {
    expect(pricePerSquareMetre(360000, 115)).toBe(3130);
  });

  it('formats all facts for English and German', () => {
    expect(formatFacts('en-US')).toEqual({
      livingSpace: '115',
      plot: '1,094',
      rooms: 5,
      price: '€360,000',
      pricePerSquareMetre: '€3,130',
      monthlyAdditionalCosts: '€280',
      built: '1978',
      renovated: '2015',
    });
    const german = formatFacts('de-DE');
    expect(german.plot).toBe('1.094');
    expect(plain(german.price)).toBe('360.000 €');
    expect(plain(german.monthlyAdditionalCosts)).toBe('280 €');
  });
});
