import { describe, expect, it, vi } from 'vitest';
import { createPlantStore } from './plant-store';
import { DOOR_TRAVEL_SECONDS } from './simulation';

describe('createPlantStore', () => {
  it('notifies listeners only when the plant changes', () => {
    const store = createPlantStore(3);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.advance(10);
    expect(listener).not.toHaveBeenCalled();
    store.command({ type: 'startCycle', id: 1, programme: '121' });
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns a refusal and keeps the plant', () => {
    const store = createPlantStore(1);
    store.command({ type: 'startCycle', id: 1, programme: '121' });
    store.advance(1200);
    const before = store.get();
    expect(store.command({ type: 'openDoor', id: 1 })).toMatchObject({ code: 'doorPressurised' });
    expect(store.get()).toBe(before);
  });

  it('starts every autoclave that is ready and reports the others', () => {
    const store = createPlantStore(4);
    store.command({ type: 'openDoor', id: 2 });
    store.advance(DOOR_TRAVEL_SECONDS);
    store.command({ type: 'startCycle', id: 4, programme: '134' });
    expect(store.startAll('121')).toEqual({ started: 2, refused: [{ id: 2, refusal: { code: 'doorNotClosed' } }] });
    expect(store.get().map((a) => [a.phase, a.programme])).toEqual([
      ['heatUp', '121'],
      ['idle', null],
      ['heatUp', '121'],
      ['heatUp', '134'],
    ]);
  });

  it('resizes and resets', () => {
    const store = createPlantStore(2);
    store.startAll('121');
    store.resize(30);
    expect(store.get()).toHaveLength(30);
    expect(store.get()[0]!.phase).toBe('heatUp');
    store.reset();
    expect(store.get()).toHaveLength(30);
    expect(store.get().every((a) => a.phase === 'idle')).toBe(true);
  });
});
