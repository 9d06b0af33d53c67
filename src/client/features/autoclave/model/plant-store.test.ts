import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_INTERVAL_MS, createPlantStore } from './plant-store';
import { DOOR_TRAVEL_SECONDS } from './simulation';

describe('createPlantStore', () => {
  it('notifies listeners only when the plant changes', () => {
    let now = 0;
    const store = createPlantStore(3, () => now);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.advance(10);
    expect(listener).not.toHaveBeenCalled();
    store.command({ type: 'startCycle', id: 1, programme: '121' });
    now += DISPLAY_INTERVAL_MS;
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    now += DISPLAY_INTERVAL_MS;
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells new readings at most every display interval, a new phase at once, and the rest on flush', () => {
    let now = 0;
    const store = createPlantStore(1, () => now);
    store.command({ type: 'startCycle', id: 1, programme: '121' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.advance(1);
    now += DISPLAY_INTERVAL_MS / 2;
    store.advance(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()[0]!.cycleSeconds).toBe(2);
    now += DISPLAY_INTERVAL_MS / 2;
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(1);
    now += 1;
    store.advance(3600);
    expect(store.get()[0]!.phase).not.toBe('heatUp');
    expect(listener).toHaveBeenCalledTimes(2);
    now += 1;
    store.advance(1);
    expect(listener).toHaveBeenCalledTimes(2);
    store.flush();
    expect(listener).toHaveBeenCalledTimes(3);
    store.flush();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('tells the last change once the interval has passed, also when the plant has come to rest', () => {
    let now = 0;
    const store = createPlantStore(1, () => now);
    store.command({ type: 'openDoor', id: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    // The door finishes opening within the interval: a change of door state, told at once.
    store.advance(DOOR_TRAVEL_SECONDS);
    expect(listener).toHaveBeenCalledTimes(1);
    // A reading that changes within the interval and then rests is told when the interval has passed.
    store.command({ type: 'closeDoor', id: 1 });
    const calls = listener.mock.calls.length;
    now += 1;
    store.advance(0.01);
    expect(listener).toHaveBeenCalledTimes(calls);
    now += DISPLAY_INTERVAL_MS;
    store.advance(0.01);
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
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
