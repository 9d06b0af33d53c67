import { describe, expect, it } from 'vitest';
import { AUTOCLAVE_PROGRAMMES } from '@shared/app-constants';
import {
  AMBIENT_PRESSURE_BAR,
  AMBIENT_TEMP_C,
  type Autoclave,
  type Command,
  DOOR_TRAVEL_SECONDS,
  type Phase,
  type Plant,
  UNLOAD_TEMP_C,
  applyCommand,
  createPlant,
  doorState,
  holdRemainingSeconds,
  isPressurised,
  limitSwitchReached,
  resizePlant,
  step,
} from './simulation';
import { saturationPressureBar } from './steam';

function apply(plant: Plant, command: Command): Plant {
  const result = applyCommand(plant, command);
  expect(result.refusal).toBeNull();
  return result.plant;
}

function first(plant: Plant): Autoclave {
  return plant[0]!;
}

/** Steps one second at a time until the first autoclave reaches a phase (or gives up). */
function runUntil(plant: Plant, phase: Phase, limitSeconds = 4 * 3600): { plant: Plant; seconds: number } {
  let current = plant;
  for (let seconds = 0; seconds < limitSeconds; seconds += 1) {
    if (first(current).phase === phase) return { plant: current, seconds };
    current = step(current, 1);
  }
  throw new Error(`phase ${phase} not reached`);
}

describe('createPlant and resizePlant', () => {
  it('starts every autoclave idle at ambient conditions with the door closed', () => {
    const plant = createPlant(3);
    expect(plant.map((a) => a.id)).toEqual([1, 2, 3]);
    for (const autoclave of plant) {
      expect(autoclave).toMatchObject({ phase: 'idle', bottomTempC: AMBIENT_TEMP_C, pressureBar: AMBIENT_PRESSURE_BAR, valveOpen: false });
      expect(limitSwitchReached(autoclave)).toBe(true);
      expect(doorState(autoclave)).toBe('closed');
    }
  });

  it('keeps the state of the autoclaves that remain', () => {
    const running = apply(createPlant(2), { type: 'startCycle', id: 2, programme: '121' });
    const grown = resizePlant(step(running, 60), 5);
    expect(grown).toHaveLength(5);
    expect(grown[1]!.phase).toBe('heatUp');
    expect(grown[4]).toMatchObject({ id: 5, phase: 'idle' });
    expect(resizePlant(grown, 1)).toEqual([grown[0]]);
  });

  it('clamps the size to 1–30', () => {
    expect(createPlant(0)).toHaveLength(1);
    expect(createPlant(99)).toHaveLength(30);
  });
});

describe('step', () => {
  it('returns the same plant when nothing changes', () => {
    const plant = createPlant(30);
    expect(step(plant, 10)).toBe(plant);
    expect(step(plant, 0)).toBe(plant);
    expect(step(plant, Number.NaN)).toBe(plant);
  });

  it('keeps the objects of autoclaves that do not change', () => {
    const plant = apply(createPlant(3), { type: 'startCycle', id: 2, programme: '121' });
    const next = step(plant, 1);
    expect(next[0]).toBe(plant[0]);
    expect(next[1]).not.toBe(plant[1]);
  });

  it('splits a long step into the same substeps as many short ones', () => {
    const plant = apply(createPlant(1), { type: 'startCycle', id: 1, programme: '134' });
    let stepped = plant;
    for (let i = 0; i < 120; i += 1) stepped = step(stepped, 1);
    expect(step(plant, 120)).toEqual(stepped);
  });

  it('does not change its input', () => {
    const plant = apply(createPlant(1), { type: 'startCycle', id: 1, programme: '121' });
    const copy = structuredClone(plant);
    step(plant, 500);
    expect(plant).toEqual(copy);
  });
});

describe.each(AUTOCLAVE_PROGRAMMES)('a cycle of the $holdTempC °C programme', (programme) => {
  const started = apply(createPlant(1), { type: 'startCycle', id: 1, programme: programme.id });

  it('heats up with first-order dynamics: fast at first, slower near the target', () => {
    const after60 = first(step(started, 60)).bottomTempC;
    const after120 = first(step(started, 120)).bottomTempC;
    expect(after60 - AMBIENT_TEMP_C).toBeGreaterThan(after120 - after60);
    expect(first(step(started, 60)).pressureBar).toBe(AMBIENT_PRESSURE_BAR);
  });

  it('runs heat-up → hold → release → cool-down → done', () => {
    const hold = runUntil(started, 'hold');
    expect(hold.seconds).toBeGreaterThan(5 * 60);
    expect(first(hold.plant).bottomTempC).toBeGreaterThanOrEqual(programme.holdTempC);
    expect(first(hold.plant).valveOpen).toBe(false);

    const holding = first(step(hold.plant, programme.holdSeconds / 2));
    expect(holding.phase).toBe('hold');
    expect(holding.bottomTempC).toBeCloseTo(programme.holdTempC, 0);
    expect(holding.pressureBar).toBeCloseTo(saturationPressureBar(programme.holdTempC), 1);
    expect(holdRemainingSeconds(holding)).toBeCloseTo(programme.holdSeconds / 2, 0);
    expect(isPressurised(holding)).toBe(true);

    const release = runUntil(hold.plant, 'release');
    expect(release.seconds).toBeGreaterThanOrEqual(programme.holdSeconds);
    expect(first(release.plant).valveOpen).toBe(true);

    const coolDown = runUntil(release.plant, 'coolDown');
    expect(isPressurised(first(coolDown.plant))).toBe(false);
    expect(first(coolDown.plant).bottomTempC).toBeLessThan(105);

    const done = runUntil(coolDown.plant, 'done');
    const finished = first(done.plant);
    expect(finished.bottomTempC).toBeLessThanOrEqual(UNLOAD_TEMP_C);
    expect(finished.peakTempC).toBeGreaterThanOrEqual(programme.holdTempC);
    expect(finished.peakTempC).toBeLessThan(programme.holdTempC + 0.5);
    expect(finished.aborted).toBe(false);
    expect(finished.cycleSeconds).toBeGreaterThan(programme.holdSeconds);
  });
});

describe('interlocks', () => {
  const holding = runUntil(apply(createPlant(1), { type: 'startCycle', id: 1, programme: '121' }), 'hold').plant;

  it('refuses to open the door while the chamber is above ambient pressure', () => {
    const result = applyCommand(holding, { type: 'openDoor', id: 1 });
    expect(result.refusal).toEqual({ code: 'doorPressurised', pressureBar: first(holding).pressureBar });
    expect(result.plant).toBe(holding);
  });

  it('keeps the door locked during a cycle even before the pressure rises', () => {
    const heating = apply(createPlant(1), { type: 'startCycle', id: 1, programme: '121' });
    expect(applyCommand(heating, { type: 'openDoor', id: 1 }).refusal).toEqual({ code: 'doorLocked' });
  });

  it('opens the door once the cycle is done', () => {
    const done = runUntil(holding, 'done').plant;
    const opening = apply(done, { type: 'openDoor', id: 1 });
    expect(doorState(first(opening))).toBe('opening');
    expect(limitSwitchReached(first(step(opening, 0.5)))).toBe(false);
    expect(doorState(first(step(opening, DOOR_TRAVEL_SECONDS)))).toBe('open');
  });

  it('releases the pressure through the valve', () => {
    const venting = apply(holding, { type: 'openValve', id: 1 });
    expect(first(venting)).toMatchObject({ phase: 'release', aborted: true, valveOpen: true });
    const pressures = [0, 10, 30, 120].map((seconds) => first(step(venting, seconds)).pressureBar);
    expect(pressures).toEqual([...pressures].sort((a, b) => b - a));
    expect(pressures[3]).toBeLessThan(AMBIENT_PRESSURE_BAR + 0.05);
    expect(first(step(venting, 120)).bottomTempC).toBeLessThan(102);
    const done = runUntil(venting, 'done').plant;
    expect(first(done).aborted).toBe(true);
  });

  it('keeps the pressure while the valve stays closed', () => {
    const closedAgain = apply(apply(holding, { type: 'openValve', id: 1 }), { type: 'closeValve', id: 1 });
    expect(isPressurised(first(step(closedAgain, 60)))).toBe(true);
  });

  it('does not start a cycle with the door open or still closing', () => {
    const open = step(apply(createPlant(1), { type: 'openDoor', id: 1 }), DOOR_TRAVEL_SECONDS);
    expect(applyCommand(open, { type: 'startCycle', id: 1, programme: '121' }).refusal).toEqual({ code: 'doorNotClosed' });
    const closing = step(apply(open, { type: 'closeDoor', id: 1 }), DOOR_TRAVEL_SECONDS / 2);
    expect(doorState(first(closing))).toBe('closing');
    expect(limitSwitchReached(first(closing))).toBe(false);
    expect(applyCommand(closing, { type: 'startCycle', id: 1, programme: '121' }).refusal).toEqual({ code: 'doorNotClosed' });
    const closed = step(closing, DOOR_TRAVEL_SECONDS / 2);
    expect(limitSwitchReached(first(closed))).toBe(true);
    expect(first(apply(closed, { type: 'startCycle', id: 1, programme: '121' })).phase).toBe('heatUp');
  });

  it('does not start a cycle whose door was just told to open', () => {
    const opening = apply(createPlant(1), { type: 'openDoor', id: 1 });
    expect(limitSwitchReached(first(opening))).toBe(true);
    expect(applyCommand(opening, { type: 'startCycle', id: 1, programme: '121' }).refusal).toEqual({ code: 'doorNotClosed' });
  });

  it('does not start a second cycle while one runs', () => {
    expect(applyCommand(holding, { type: 'startCycle', id: 1, programme: '134' }).refusal).toEqual({ code: 'cycleRunning' });
  });

  it('ignores a command for an autoclave that does not exist', () => {
    const plant = createPlant(1);
    expect(applyCommand(plant, { type: 'openDoor', id: 9 })).toEqual({ plant, refusal: null });
  });
});
