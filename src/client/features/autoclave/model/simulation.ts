// The autoclave plant as pure data: a sterilisation cycle per autoclave (heat-up → hold → pressure
// release → cool-down → done), first-order heating and cooling, saturated-steam pressure, and the
// safety interlocks. `step` advances every autoclave; commands change one and may be refused.
import { AUTOCLAVE_COUNT, AUTOCLAVE_PROGRAMMES } from '@shared/app-constants';
import { saturationPressureBar, saturationTemperatureC } from './steam';

export type Phase = 'idle' | 'heatUp' | 'hold' | 'release' | 'coolDown' | 'done';
export type Programme = (typeof AUTOCLAVE_PROGRAMMES)[number];
export type ProgrammeId = Programme['id'];
export type DoorTarget = 'open' | 'closed';
export type DoorState = 'open' | 'closed' | 'opening' | 'closing';

export interface Autoclave {
  /** 1-based number shown to the user. */
  readonly id: number;
  /** The chamber temperature at the drain, the coldest point and the reference probe. */
  readonly bottomTempC: number;
  /** The highest bottom temperature since the cycle started (or since the reset). */
  readonly peakTempC: number;
  /** Chamber pressure, bar absolute. */
  readonly pressureBar: number;
  /** 0 = fully closed (the limit switch is reached), 1 = fully open. */
  readonly doorPosition: number;
  readonly doorTarget: DoorTarget;
  readonly valveOpen: boolean;
  readonly phase: Phase;
  /** The programme of the current or last cycle. */
  readonly programme: ProgrammeId | null;
  /** Simulated seconds spent in the current phase and in the whole cycle. */
  readonly phaseSeconds: number;
  readonly cycleSeconds: number;
  /** The cycle ended early because the valve was opened by hand: the load is not sterile. */
  readonly aborted: boolean;
}

/** Every simulated autoclave, in order. */
export type Plant = readonly Autoclave[];

/** Model parameters: a plausible bench-top steam steriliser, not a particular machine. */
export const AMBIENT_TEMP_C = 20;
export const AMBIENT_PRESSURE_BAR = 1.01325;
/** Pressure this close to ambient counts as ambient (the door may open, the release ends). */
export const PRESSURE_TOLERANCE_BAR = 0.01;
/** The heater aims this far above the holding temperature while heating up, so the approach ends. */
const HEATER_MARGIN_K = 10;
/** First-order time constants, in simulated seconds. */
const HEAT_TIME_CONSTANT_S = 300;
const HOLD_TIME_CONSTANT_S = 20;
const COOL_TIME_CONSTANT_S = 600;
const VENT_TIME_CONSTANT_S = 20;
const FLASH_TIME_CONSTANT_S = 10;
/** Time the door takes to travel fully open or fully closed. */
export const DOOR_TRAVEL_SECONDS = 4;
/** The cool-down ends (the load may be taken out) at this temperature. */
export const UNLOAD_TEMP_C = 80;
/** Larger steps are split, so the result barely depends on the frame rate. */
export const MAX_SUBSTEP_SECONDS = 1;
/** A first-order value this close to its target has settled (so an idle plant stops changing). */
const SETTLED = 1e-3;

const RUNNING: ReadonlySet<Phase> = new Set(['heatUp', 'hold', 'release', 'coolDown']);

export function programmeById(id: ProgrammeId): Programme {
  return AUTOCLAVE_PROGRAMMES.find((programme) => programme.id === id) ?? AUTOCLAVE_PROGRAMMES[0];
}

export function isProgrammeId(value: string): value is ProgrammeId {
  return AUTOCLAVE_PROGRAMMES.some((programme) => programme.id === value);
}

export function isCycleRunning(autoclave: Autoclave): boolean {
  return RUNNING.has(autoclave.phase);
}

/** The limit switch is reached only when the door is fully closed. */
export function limitSwitchReached(autoclave: Autoclave): boolean {
  return autoclave.doorPosition === 0;
}

export function doorState(autoclave: Autoclave): DoorState {
  if (autoclave.doorTarget === 'closed') return autoclave.doorPosition === 0 ? 'closed' : 'closing';
  return autoclave.doorPosition === 1 ? 'open' : 'opening';
}

export function isPressurised(autoclave: Autoclave): boolean {
  return autoclave.pressureBar > AMBIENT_PRESSURE_BAR + PRESSURE_TOLERANCE_BAR;
}

/** Seconds left in the holding phase, or null outside it. */
export function holdRemainingSeconds(autoclave: Autoclave): number | null {
  if (autoclave.phase !== 'hold' || !autoclave.programme) return null;
  return Math.max(0, programmeById(autoclave.programme).holdSeconds - autoclave.phaseSeconds);
}

export function createAutoclave(id: number): Autoclave {
  return {
    id,
    bottomTempC: AMBIENT_TEMP_C,
    peakTempC: AMBIENT_TEMP_C,
    pressureBar: AMBIENT_PRESSURE_BAR,
    doorPosition: 0,
    doorTarget: 'closed',
    valveOpen: false,
    phase: 'idle',
    programme: null,
    phaseSeconds: 0,
    cycleSeconds: 0,
    aborted: false,
  };
}

export function createPlant(count: number): Plant {
  return Array.from({ length: clampCount(count) }, (_, index) => createAutoclave(index + 1));
}

/** A plant of another size: the first autoclaves keep their state, new ones start idle. */
export function resizePlant(plant: Plant, count: number): Plant {
  const size = clampCount(count);
  return Array.from({ length: size }, (_, index) => plant[index] ?? createAutoclave(index + 1));
}

function clampCount(count: number): number {
  return Math.min(AUTOCLAVE_COUNT.max, Math.max(AUTOCLAVE_COUNT.min, Math.trunc(count)));
}

/** Exact solution of dx/dt = (target − x) / τ over dt: stable for any step. */
function relax(value: number, target: number, timeConstant: number, dt: number): number {
  const next = target + (value - target) * Math.exp(-dt / timeConstant);
  return Math.abs(next - target) < SETTLED ? target : next;
}

function substep(a: Autoclave, dt: number): Autoclave {
  const programme = a.programme ? programmeById(a.programme) : null;
  const running = RUNNING.has(a.phase);

  let temperature: number;
  if (programme && a.phase === 'heatUp') temperature = relax(a.bottomTempC, programme.holdTempC + HEATER_MARGIN_K, HEAT_TIME_CONSTANT_S, dt);
  else if (programme && a.phase === 'hold') temperature = relax(a.bottomTempC, programme.holdTempC, HOLD_TIME_CONSTANT_S, dt);
  else temperature = relax(a.bottomTempC, AMBIENT_TEMP_C, COOL_TIME_CONSTANT_S, dt);

  const doorClosed = a.doorPosition === 0;
  let pressure: number;
  if (doorClosed && !a.valveOpen) {
    // Sealed: the chamber holds saturated steam (air removal is not modelled), never below ambient.
    pressure = Math.max(AMBIENT_PRESSURE_BAR, saturationPressureBar(temperature));
  } else {
    pressure = doorClosed ? relax(a.pressureBar, AMBIENT_PRESSURE_BAR, VENT_TIME_CONSTANT_S, dt) : AMBIENT_PRESSURE_BAR;
    // Venting: water above the boiling point at the new pressure flashes to steam and cools.
    const boiling = saturationTemperatureC(pressure);
    if (temperature > boiling) temperature = relax(temperature, boiling, FLASH_TIME_CONSTANT_S, dt);
  }

  const doorDirection = a.doorTarget === 'open' ? 1 : -1;
  const doorPosition = Math.min(1, Math.max(0, a.doorPosition + (doorDirection * dt) / DOOR_TRAVEL_SECONDS));

  let phase = a.phase;
  let phaseSeconds = running ? a.phaseSeconds + dt : a.phaseSeconds;
  let valveOpen = a.valveOpen;
  if (programme && phase === 'heatUp' && temperature >= programme.holdTempC) phase = 'hold';
  else if (programme && phase === 'hold' && phaseSeconds >= programme.holdSeconds) {
    phase = 'release';
    valveOpen = true;
  } else if (phase === 'release' && pressure <= AMBIENT_PRESSURE_BAR + PRESSURE_TOLERANCE_BAR) phase = 'coolDown';
  else if (phase === 'coolDown' && temperature <= UNLOAD_TEMP_C) phase = 'done';
  if (phase !== a.phase) phaseSeconds = 0;

  const next: Autoclave = {
    ...a,
    bottomTempC: temperature,
    peakTempC: Math.max(a.peakTempC, temperature),
    pressureBar: pressure,
    doorPosition,
    valveOpen,
    phase,
    phaseSeconds,
    cycleSeconds: running ? a.cycleSeconds + dt : a.cycleSeconds,
  };
  return sameAutoclave(a, next) ? a : next;
}

/** Only these fields change in a step; the others are set by commands. */
function sameAutoclave(a: Autoclave, b: Autoclave): boolean {
  return (
    a.bottomTempC === b.bottomTempC &&
    a.peakTempC === b.peakTempC &&
    a.pressureBar === b.pressureBar &&
    a.doorPosition === b.doorPosition &&
    a.valveOpen === b.valveOpen &&
    a.phase === b.phase &&
    a.phaseSeconds === b.phaseSeconds &&
    a.cycleSeconds === b.cycleSeconds
  );
}

/** One autoclave over dt simulated seconds, in substeps of at most MAX_SUBSTEP_SECONDS. */
export function advanceAutoclave(autoclave: Autoclave, dtSeconds: number): Autoclave {
  let current = autoclave;
  let remaining = dtSeconds;
  while (remaining > 1e-9) {
    const dt = Math.min(remaining, MAX_SUBSTEP_SECONDS);
    current = substep(current, dt);
    remaining -= dt;
  }
  return current;
}

/**
 * Advances every autoclave by dtSeconds of simulated time. Pure: an autoclave that does not change
 * keeps its object, and a plant where nothing changes is returned as it was.
 */
export function step(plant: Plant, dtSeconds: number): Plant {
  if (!(dtSeconds > 0) || !Number.isFinite(dtSeconds)) return plant;
  let changed = false;
  const next = plant.map((autoclave) => {
    const advanced = advanceAutoclave(autoclave, dtSeconds);
    if (advanced !== autoclave) changed = true;
    return advanced;
  });
  return changed ? next : plant;
}

export type Refusal =
  /** The door stays shut while the chamber is above ambient pressure. */
  | { code: 'doorPressurised'; pressureBar: number }
  /** The door stays locked while a cycle runs. */
  | { code: 'doorLocked' }
  /** A cycle needs the door fully closed: the limit switch must be reached. */
  | { code: 'doorNotClosed' }
  | { code: 'cycleRunning' };

export function doorOpenRefusal(autoclave: Autoclave): Refusal | null {
  if (isPressurised(autoclave)) return { code: 'doorPressurised', pressureBar: autoclave.pressureBar };
  if (isCycleRunning(autoclave)) return { code: 'doorLocked' };
  return null;
}

export function cycleStartRefusal(autoclave: Autoclave): Refusal | null {
  if (isCycleRunning(autoclave)) return { code: 'cycleRunning' };
  if (autoclave.doorTarget !== 'closed' || !limitSwitchReached(autoclave)) return { code: 'doorNotClosed' };
  return null;
}

/** What a user may do to one autoclave. */
export type Command =
  | { type: 'startCycle'; id: number; programme: ProgrammeId }
  | { type: 'openDoor'; id: number }
  | { type: 'closeDoor'; id: number }
  | { type: 'openValve'; id: number }
  | { type: 'closeValve'; id: number };

export interface CommandResult {
  plant: Plant;
  refusal: Refusal | null;
}

function perform(autoclave: Autoclave, command: Command): Autoclave | Refusal {
  switch (command.type) {
    case 'startCycle':
      return (
        cycleStartRefusal(autoclave) ?? {
          ...autoclave,
          phase: 'heatUp',
          programme: command.programme,
          valveOpen: false,
          peakTempC: autoclave.bottomTempC,
          phaseSeconds: 0,
          cycleSeconds: 0,
          aborted: false,
        }
      );
    case 'openDoor':
      return doorOpenRefusal(autoclave) ?? { ...autoclave, doorTarget: 'open' };
    case 'closeDoor':
      return { ...autoclave, doorTarget: 'closed' };
    case 'openValve':
      // Venting by hand during heat-up or hold aborts the cycle: it goes on with the release.
      return autoclave.phase === 'heatUp' || autoclave.phase === 'hold'
        ? { ...autoclave, valveOpen: true, phase: 'release', phaseSeconds: 0, aborted: true }
        : { ...autoclave, valveOpen: true };
    case 'closeValve':
      return { ...autoclave, valveOpen: false };
  }
}

/** Applies a command to the autoclave it names; a refused command leaves the plant unchanged. */
export function applyCommand(plant: Plant, command: Command): CommandResult {
  const index = plant.findIndex((autoclave) => autoclave.id === command.id);
  const autoclave = plant[index];
  if (!autoclave) return { plant, refusal: null };
  const outcome = perform(autoclave, command);
  if ('code' in outcome) return { plant, refusal: outcome };
  return { plant: plant.map((item, position) => (position === index ? outcome : item)), refusal: null };
}
