// The plant behind the page: one mutable reference to the immutable plant, for useSyncExternalStore.
// The animation loop advances it; user commands change it at once, so neither overwrites the other.
import { type Command, type Plant, type ProgrammeId, type Refusal, applyCommand, createPlant, isCycleRunning, resizePlant, step } from './simulation';

export interface StartAllResult {
  started: number;
  refused: { id: number; refusal: Refusal }[];
}

export interface PlantStore {
  get(): Plant;
  subscribe(listener: () => void): () => void;
  /** Advances the plant by simulated seconds; listeners hear of it only if something changed. */
  advance(dtSeconds: number): void;
  command(command: Command): Refusal | null;
  /** Starts a cycle in every autoclave that is not running one. */
  startAll(programme: ProgrammeId): StartAllResult;
  resize(count: number): void;
  reset(): void;
}

export function createPlantStore(count: number): PlantStore {
  let plant = createPlant(count);
  const listeners = new Set<() => void>();
  const replace = (next: Plant) => {
    if (next === plant) return;
    plant = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => plant,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance(dtSeconds) {
      replace(step(plant, dtSeconds));
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
