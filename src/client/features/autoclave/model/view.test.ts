import { describe, expect, it } from 'vitest';
import { applyCommand, createPlant, step } from './simulation';
import { autoclaveAt, shownPressure, shownSeconds, shownTemperature } from './view';

describe('shown values', () => {
  it('round to the precision on screen', () => {
    expect(shownTemperature(121.04)).toBe(121);
    expect(shownTemperature(120.96)).toBe(121);
    expect(shownTemperature(99.95)).toBe(100);
    expect(shownPressure(2.0504)).toBe(2.05);
    expect(shownPressure(1.01325)).toBe(1.01);
  });

  it('count the cycle time up, and the hold time down while holding', () => {
    let plant = applyCommand(createPlant(1), { type: 'startCycle', id: 1, programme: '134' }).plant;
    plant = step(plant, 100.6);
    expect(shownSeconds(plant[0]!)).toBe(100);
    while (plant[0]!.phase !== 'hold') plant = step(plant, 1);
    plant = step(plant, 10.5);
    expect(shownSeconds(plant[0]!)).toBe(240 - 10);
  });

  it('stand in for an autoclave the plant no longer has', () => {
    expect(autoclaveAt(createPlant(1), 5)).toMatchObject({ phase: 'idle' });
  });
});
