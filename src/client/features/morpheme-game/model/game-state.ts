// The game as state and commands: every user action (click, key, drop) becomes one of these
// actions, so the rules are tested without a browser.
import type { Round } from './rounds';
import { pointsFor } from './scoring';
import { type WordIndex, buildWord, findKnownWord, normaliseWord } from './word-building';
import type { Morpheme } from './word-lists';

export type CheckOutcome =
  | { kind: 'empty' }
  | { kind: 'target'; word: string; points: number }
  | { kind: 'other'; word: string; points: number }
  | { kind: 'repeat'; word: string }
  | { kind: 'unknown'; word: string };

export interface GameState {
  round: Round | null;
  /** Number of the round shown, from 1. */
  roundNumber: number;
  built: Morpheme[];
  score: number;
  /** Rounds in which the word sought was built. */
  solvedCount: number;
  /** Words sought in the rounds so far (normalised), so that the next round picks another. */
  played: string[];
  /** Words already credited in this round (normalised). */
  found: string[];
  solved: boolean;
  outcome: CheckOutcome | null;
}

export type GameAction =
  | { type: 'start'; round: Round | null }
  | { type: 'add'; morpheme: Morpheme }
  | { type: 'insert'; morpheme: Morpheme; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'removeLast' }
  | { type: 'removeAt'; index: number }
  | { type: 'clear' }
  | { type: 'check'; words: WordIndex };

export const INITIAL_GAME_STATE: GameState = {
  round: null,
  roundNumber: 0,
  built: [],
  played: [],
  score: 0,
  solvedCount: 0,
  found: [],
  solved: false,
  outcome: null,
};

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length);

function edit(state: GameState, built: Morpheme[]): GameState {
  return { ...state, built, outcome: null };
}

function check(state: GameState, words: WordIndex): GameState {
  if (state.built.length === 0) return { ...state, outcome: { kind: 'empty' } };
  const built = buildWord(state.built);
  const known = findKnownWord(words, built);
  if (!known) return { ...state, outcome: { kind: 'unknown', word: built } };
  const key = normaliseWord(known.word);
  if (state.found.includes(key)) return { ...state, outcome: { kind: 'repeat', word: known.word } };
  const isTarget = state.round !== null && key === normaliseWord(state.round.target.entry.word);
  const points = pointsFor(state.built.length, isTarget);
  return {
    ...state,
    score: state.score + points,
    solvedCount: state.solvedCount + (isTarget ? 1 : 0),
    found: [...state.found, key],
    solved: state.solved || isTarget,
    outcome: { kind: isTarget ? 'target' : 'other', word: known.word, points },
  };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'start': {
      const played = action.round ? [...state.played, normaliseWord(action.round.target.entry.word)] : state.played;
      return { ...state, round: action.round, roundNumber: state.roundNumber + 1, played, built: [], found: [], solved: false, outcome: null };
    }
    case 'add':
      return edit(state, [...state.built, action.morpheme]);
    case 'insert': {
      const built = [...state.built];
      built.splice(clamp(action.index, built.length), 0, action.morpheme);
      return edit(state, built);
    }
    case 'move': {
      if (action.from < 0 || action.from >= state.built.length) return state;
      const built = [...state.built];
      const [moved] = built.splice(action.from, 1);
      built.splice(clamp(action.to > action.from ? action.to - 1 : action.to, built.length), 0, moved!);
      return edit(state, built);
    }
    case 'removeLast':
      return state.built.length ? edit(state, state.built.slice(0, -1)) : state;
    case 'removeAt':
      return action.index >= 0 && action.index < state.built.length ? edit(state, state.built.filter((_, index) => index !== action.index)) : state;
    case 'clear':
      return state.built.length ? edit(state, []) : state;
    case 'check':
      return check(state, action.words);
  }
}
