import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

describe('createFormatters', () => {
  const en = createFormatters('en-US');

  it('formats temperatures with one decimal and the unit', () => {
    expect(en.temperature(121.04)).toBe('121.0°C');
    expect(createFormatters('de-DE').temperature(20)).toBe('20,0 °C');
  });

  it('formats pressures with two decimals', () => {
    expect(en.pressure(2.0504)).toBe('2.05');
    expect(createFormatters('de-DE').pressure(1.01325)).toBe('1,01');
  });

  it('formats durations as minutes and seconds', () => {
    expect(en.duration(0)).toBe('0:00');
    expect(en.duration(905.9)).toBe('15:05');
    expect(en.duration(3725)).toBe('62:05');
  });
});
