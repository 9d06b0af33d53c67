import { describe, expect, it } from 'vitest';
import { type GameAction, type GameState, INITIAL_GAME_STATE, gameReducer } from './game-state';
import type { Round } from './rounds';
import { TARGET_POINTS, pointsFor } from './scoring';
import { createWordIndex } from './word-building';
import type { Morpheme } from './word-lists';

const m = (text: string, category: string): Morpheme => ({ text, category, meaning: '' });
const un = m('un', 'prefix');
const kind = m('kind', 'basic');
const ness = m('ness', 'suffix');
const ly = m('ly', 'suffix');
const words = createWordIndex([
  { word: 'unkindness', parts: ['un', 'kind', 'ness'], hint: 'behaviour that is not kind' },
  { word: 'unkind', parts: ['un', 'kind'], hint: 'not kind' },
  { word: 'kindly', parts: ['kind', 'ly'], hint: 'in a friendly way' },
]);
const round: Round = { target: { entry: { word: 'unkindness', parts: ['un', 'kind', 'ness'], hint: '' }, parts: [un, kind, ness] }, blocks: [kind, ly, un, ness] };

const run = (...actions: GameAction[]): GameState => actions.reduce(gameReducer, INITIAL_GAME_STATE);
const start: GameAction = { type: 'start', round };
const add = (morpheme: Morpheme): GameAction => ({ type: 'add', morpheme });
const check: GameAction = { type: 'check', words };

describe('the game', () => {
  it('starts a round with an empty word', () => {
    const state = run(start);
    expect(state.roundNumber).toBe(1);
    expect(state.built).toEqual([]);
    expect(state.score).toBe(0);
  });

  it('adds, inserts, moves and removes blocks', () => {
    let state = run(start, add(kind), add(ness));
    expect(state.built).toEqual([kind, ness]);
    state = gameReducer(state, { type: 'insert', morpheme: un, index: 0 });
    expect(state.built).toEqual([un, kind, ness]);
    state = gameReducer(state, { type: 'move', from: 0, to: 3 });
    expect(state.built).toEqual([kind, ness, un]);
    state = gameReducer(state, { type: 'move', from: 2, to: 0 });
    expect(state.built).toEqual([un, kind, ness]);
    state = gameReducer(state, { type: 'removeAt', index: 1 });
    expect(state.built).toEqual([un, ness]);
    state = gameReducer(state, { type: 'removeLast' });
    expect(state.built).toEqual([un]);
    state = gameReducer(state, { type: 'clear' });
    expect(state.built).toEqual([]);
    expect(gameReducer(state, { type: 'removeLast' })).toBe(state);
  });

  it('scores the word sought and marks the round solved', () => {
    const state = run(start, add(un), add(kind), add(ness), check);
    expect(state.outcome).toEqual({ kind: 'target', word: 'unkindness', points: pointsFor(3, true) });
    expect(state.score).toBe(pointsFor(3, true));
    expect(state.solved).toBe(true);
    expect(state.solvedCount).toBe(1);
  });

  it('counts a word only once per round', () => {
    const state = run(start, add(un), add(kind), add(ness), check, check);
    expect(state.outcome).toEqual({ kind: 'repeat', word: 'unkindness' });
    expect(state.score).toBe(pointsFor(3, true));
  });

  it('gives a few points for another known word', () => {
    const state = run(start, add(kind), add(ly), check);
    expect(state.outcome).toEqual({ kind: 'other', word: 'kindly', points: pointsFor(2, false) });
    expect(state.solved).toBe(false);
    expect(state.score).toBeLessThan(TARGET_POINTS);
  });

  it('reports a word that is not in the list and gives nothing', () => {
    const state = run(start, add(kind), add(un), add(ness), check);
    expect(state.outcome).toEqual({ kind: 'unknown', word: 'kindunness' });
    expect(state.score).toBe(0);
  });

  it('asks for blocks before checking', () => {
    expect(run(start, check).outcome).toEqual({ kind: 'empty' });
  });

  it('clears the message when the word changes', () => {
    expect(run(start, add(kind), add(un), check, { type: 'removeLast' }).outcome).toBeNull();
  });

  it('keeps the score into the next round and starts that round afresh', () => {
    const state = run(start, add(un), add(kind), add(ness), check, start);
    expect(state.roundNumber).toBe(2);
    expect(state.score).toBe(pointsFor(3, true));
    expect(state.built).toEqual([]);
    expect(state.solved).toBe(false);
    expect(state.found).toEqual([]);
    expect(state.played).toEqual(['unkindness', 'unkindness']);
  });
});
