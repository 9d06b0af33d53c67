// One primitive value selected from the plant: the component re-renders only when it changes.
import { useSyncExternalStore } from 'react';
import type { PlantStore } from '../model/plant-store';
import type { Plant } from '../model/simulation';

export function usePlantValue<T extends string | number | boolean | null>(store: PlantStore, select: (plant: Plant) => T): T {
  const snapshot = () => select(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
