import { describe, expect, it } from 'vitest';
import { saturationPressureBar, saturationTemperatureC } from './steam';

/** Saturation pressures from steam tables (bar absolute). */
const STEAM_TABLE: [number, number][] = [
  [20, 0.02339],
  [100, 1.01325],
  [121, 2.05],
  [134, 3.04],
  [150, 4.76],
];

describe('saturationPressureBar', () => {
  it.each(STEAM_TABLE)('at %d °C is close to the steam table (%d bar)', (temperature, pressure) => {
    expect(Math.abs(saturationPressureBar(temperature) / pressure - 1)).toBeLessThan(0.01);
  });

  it('rises with temperature', () => {
    for (let t = 1; t < 370; t += 1) expect(saturationPressureBar(t)).toBeGreaterThan(saturationPressureBar(t - 1));
  });

  it.each([-1, 374, Number.NaN])('refuses %d °C, outside the valid range', (temperature) => {
    expect(() => saturationPressureBar(temperature)).toThrow(RangeError);
  });
});

describe('saturationTemperatureC', () => {
  it('is the inverse of the saturation pressure', () => {
    for (const t of [0.5, 20, 100, 121, 134, 250, 370]) expect(saturationTemperatureC(saturationPressureBar(t))).toBeCloseTo(t, 3);
  });

  it('gives 100 °C at standard atmospheric pressure', () => {
    expect(saturationTemperatureC(1.01325)).toBeCloseTo(99.97, 1);
  });

  it.each([0.001, 221, Number.NaN])('refuses %d bar, outside the valid range', (pressure) => {
    expect(() => saturationTemperatureC(pressure)).toThrow(RangeError);
  });
});
