// The plant behind the page: one mutable reference to the immutable plant, for useSyncExternalStore.
// The animation loop advances it; user commands change it at once, so neither overwrites the other.
import { type Command, type Plant, type ProgrammeId, type Refusal, applyCommand, createPlant, doorState, isCycleRunning, resizePlant, step } from './simulation';

export interface StartAllResult {
  started: number;
  refused: { id: number; refusal: Refusal }[];
}

export interface PlantStore {
  get(): Plant;
  subscribe(listener: () => void): () => void;
  /**
   * Advances the plant by simulated seconds. Listeners hear of it at most DISPLAY_INTERVAL_MS apart
   * (the readings are shown rounded; more often only costs the main thread), except that a change
   * of phase, door or valve is told at once.
   */
  advance(dtSeconds: number): void;
  /** Tells the listeners of a change advance() has not told yet (when the plant stops running). */
  flush(): void;
  command(command: Command): Refusal | null;
  /** Starts a cycle in every autoclave that is not running one. */
  startAll(programme: ProgrammeId): StartAllResult;
  resize(count: number): void;
  reset(): void;
}

/** The shortest time between two updates of the readings on screen while the plant runs (20 per second). */
export const DISPLAY_INTERVAL_MS = 50;

/** Whether an autoclave changed in a way the visitor acts on (not just a reading). */
function changedState(before: Plant, after: Plant): boolean {
  if (before.length !== after.length) return true;
  return after.some((autoclave, index) => {
    const previous = before[index]!;
    return (
      autoclave.phase !== previous.phase ||
      autoclave.doorTarget !== previous.doorTarget ||
      doorState(autoclave) !== doorState(previous) ||
      autoclave.valveOpen !== previous.valveOpen ||
      autoclave.aborted !== previous.aborted
    );
  });
}

export function createPlantStore(count: number, now: () => number = () => performance.now()): PlantStore {
  let plant = createPlant(count);
  /** The plant the listeners were last told of, and when. */
  let told = plant;
  let toldAt = -Infinity;
  const listeners = new Set<() => void>();
  const tell = () => {
    told = plant;
    toldAt = now();
    listeners.forEach((listener) => listener());
  };
  const replace = (next: Plant) => {
    if (next === plant) return;
    plant = next;
    tell();
  };
  return {
    get: () => plant,
    flush() {
      if (told !== plant) tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance(dtSeconds) {
      plant = step(plant, dtSeconds);
      // Also when the plant has come to rest: its last change may not have been told yet.
      if (told !== plant && (changedState(told, plant) || now() - toldAt >= DISPLAY_INTERVAL_MS)) tell();
    },
    command(command) {
      const result = applyCommand(plant, command);
      replace(result.plant);
      return result.refusal;
    },
    startAll(programme) {
      let next = plant;
      const result: StartAllResult = { started: 0, refused: [] };
      for (const autoclave of plant) {
        if (isCycleRunning(autoclave)) continue;
        const outcome = applyCommand(next, { type: 'startCycle', id: autoclave.id, programme });
        if (outcome.refusal) result.refused.push({ id: autoclave.id, refusal: outcome.refusal });
        else result.started += 1;
        next = outcome.plant;
      }
      replace(next);
      return result;
    },
    resize(size) {
      replace(resizePlant(plant, size));
    },
    reset() {
      replace(createPlant(plant.length));
    },
  };
}
