// The board of one game: the hint of the word sought, the blocks, the word being built with its
// result block, and the buttons. Clicks, keys and drops all become actions of the game reducer.
import { type DragEvent, type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { MorphemeGameT as TFunction } from './morpheme-game-texts';
import { type GameState, INITIAL_GAME_STATE, gameReducer } from '../model/game-state';
import { createRound, roundCandidates } from '../model/rounds';
import { buildWord, buildableWords, createWordIndex, displayForm, findKnownWord } from '../model/word-building';
import { type Category, type WordLists, morphemeKey } from '../model/word-lists';
import { MorphemeBlock } from './morpheme-block';
import { numberFormat } from '@client/core/i18n/intl-formatters';

const DRAG_TYPE = 'application/x-morpheme-block';

type DragSource = { source: 'pool' | 'built'; index: number };

function readDrag(event: DragEvent): DragSource | null {
  try {
    const value = JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as DragSource;
    return (value.source === 'pool' || value.source === 'built') && Number.isInteger(value.index) ? value : null;
  } catch {
    return null;
  }
}

const carriesBlock = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

interface GameBoardProps {
  lists: WordLists;
  t: TFunction;
  locale: string;
  /** lang and dir of the list's words when they are not in the visitor's language. */
  contentLanguage?: { lang: string; dir: 'ltr' };
  categoryLabel(id: string): string;
}

export function GameBoard({ lists, t, locale, contentLanguage, categoryLabel }: GameBoardProps) {
  const { morphemes, words, categories } = lists;
  const wordIndex = useMemo(() => createWordIndex(words), [words]);
  const candidates = useMemo(() => roundCandidates(buildableWords(words, morphemes)), [words, morphemes]);
  const newRound = (played: readonly string[]) => createRound(candidates, morphemes, new Set(played), Math.random);
  const [state, dispatch] = useReducer(gameReducer, undefined, (): GameState => gameReducer(INITIAL_GAME_STATE, { type: 'start', round: newRound([]) }));
  const [dropTarget, setDropTarget] = useState<'word' | 'pool' | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const wordList = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const builtButtons = useRef<(HTMLButtonElement | null)[]>([]);

  const colourOf = useMemo(() => {
    const colours = new Map(categories.map((category: Category) => [category.id, category.colour]));
    return (category: string) => colours.get(category) ?? 'gray';
  }, [categories]);
  const number = numberFormat(locale);

  useEffect(() => {
    if (state.solved) nextButton.current?.focus();
  }, [state.solved]);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const target = builtButtons.current[Math.min(index, state.built.length - 1)];
    (target ?? wordList.current)?.focus();
  }, [state.built]);

  const removeAt = (index: number) => {
    pendingFocus.current = index;
    dispatch({ type: 'removeAt', index });
  };

  const onBoardKey = (event: KeyboardEvent) => {
    if (event.key !== 'Backspace' || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    if (wordList.current?.contains(event.target as Node)) pendingFocus.current = state.built.length - 1;
    dispatch({ type: 'removeLast' });
  };

  const startDrag = (event: DragEvent, source: DragSource) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(source));
    event.dataTransfer.setData('text/plain', displayForm(source.source === 'pool' ? state.round!.blocks[source.index]! : state.built[source.index]!));
    event.dataTransfer.effectAllowed = 'copyMove';
  };

  const dropOnWord = (event: DragEvent, beforeIndex: number) => {
    const drag = readDrag(event);
    setDropTarget(null);
    if (!drag) return;
    event.preventDefault();
    event.stopPropagation();
    if (drag.source === 'pool') {
      const morpheme = state.round?.blocks[drag.index];
      if (morpheme) dispatch({ type: 'insert', morpheme, index: beforeIndex });
    } else {
      dispatch({ type: 'move', from: drag.index, to: beforeIndex });
    }
  };

  const allowDrop = (event: DragEvent, zone: 'word' | 'pool') => {
    if (!carriesBlock(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = zone === 'word' ? 'copy' : 'move';
    setDropTarget(zone);
  };

  const round = state.round;
  if (!round) {
    return (
      <p role="alert" className="error">
        {t('round.none')}
      </p>
    );
  }

  const built = buildWord(state.built);
  const known = findKnownWord(wordIndex, built);
  const target = round.target;
  const outcome = state.outcome;
  const contentProps = contentLanguage ? { lang: contentLanguage.lang, dir: contentLanguage.dir } : {};

  return (
    <div className="game-board" onKeyDown={onBoardKey}>
      <div className="round-info">
        <p className="round-number">{t('round.label', { number: number.format(state.roundNumber) })}</p>
        <p className="round-hint">
          <span className="label">{t('round.hint')} </span>
          <span data-testid="round-hint" {...contentProps}>
            {target.entry.hint}
          </span>
        </p>
        <p className="hint">{t('round.parts', { count: target.parts.length })}</p>
      </div>

      <section aria-labelledby="game-blocks-heading" className="block-pool-section">
        <h3 id="game-blocks-heading">{t('blocks.heading')}</h3>
        <p className="hint" id="game-blocks-instructions">
          {t('blocks.instructions')}
        </p>
        <ul
          className={`block-pool${dropTarget === 'pool' ? ' drop-target' : ''}`}
          data-testid="block-pool"
          aria-describedby="game-blocks-instructions"
          onDragOver={(event) => allowDrop(event, 'pool')}
          onDragLeave={() => setDropTarget(null)}
          onDrop={(event) => {
            const drag = readDrag(event);
            setDropTarget(null);
            if (drag?.source !== 'built') return;
            event.preventDefault();
            dispatch({ type: 'removeAt', index: drag.index });
          }}
          {...contentProps}
        >
          {round.blocks.map((morpheme, index) => (
            <li key={morphemeKey(morpheme)}>
              <MorphemeBlock
                morpheme={morpheme}
                colour={colourOf(morpheme.category)}
                categoryLabel={categoryLabel(morpheme.category)}
                draggable
                onDragStart={(event) => startDrag(event, { source: 'pool', index })}
                onDragEnd={() => setDropTarget(null)}
                onClick={() => dispatch({ type: 'add', morpheme })}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="game-word-heading" className="word-section">
        <h3 id="game-word-heading">{t('word.heading')}</h3>
        <div className="word-row">
          <ol
            ref={wordList}
            tabIndex={-1}
            aria-labelledby="game-word-heading"
            className={`built-word${dropTarget === 'word' ? ' drop-target' : ''}`}
            data-testid="built-word"
            onDragOver={(event) => allowDrop(event, 'word')}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(event) => dropOnWord(event, state.built.length)}
            {...contentProps}
          >
            {state.built.length === 0 && <li className="hint empty">{t('word.empty')}</li>}
            {state.built.map((morpheme, index) => (
              <li
                // Blocks may repeat, so the position is part of the key.
                key={`${index}-${morphemeKey(morpheme)}`}
                onDragOver={(event) => allowDrop(event, 'word')}
                onDrop={(event) => dropOnWord(event, index)}
              >
                <MorphemeBlock
                  ref={(element) => {
                    builtButtons.current[index] = element;
                  }}
                  morpheme={morpheme}
                  colour={colourOf(morpheme.category)}
                  categoryLabel={categoryLabel(morpheme.category)}
                  actionLabel={t('word.remove')}
                  draggable
                  onDragStart={(event) => startDrag(event, { source: 'built', index })}
                  onDragEnd={() => setDropTarget(null)}
                  onClick={() => removeAt(index)}
                />
              </li>
            ))}
          </ol>
          {/* Not a live region: the status line below announces the outcome once the word is checked. */}
          <div role="group" className={`morpheme-block result${known ? ' known' : ''}`} data-testid="result-block" aria-labelledby="game-result-label">
            <span className="result-label" id="game-result-label">
              {t('word.result')}
            </span>
            <span className="result-word" {...contentProps}>
              {known ? known.word : built || '—'}
            </span>
            {built && <span className="result-status">{known ? t('word.known') : t('word.notKnown')}</span>}
          </div>
        </div>
      </section>

      <div className="game-actions">
        <button type="button" className="primary" onClick={() => dispatch({ type: 'check', words: wordIndex })}>
          {t('actions.check')}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'removeLast' })} disabled={state.built.length === 0}>
          {t('actions.removeLast')}
        </button>
        <button type="button" onClick={() => dispatch({ type: 'clear' })} disabled={state.built.length === 0}>
          {t('actions.clear')}
        </button>
        <button type="button" ref={nextButton} className={state.solved ? 'primary' : undefined} onClick={() => dispatch({ type: 'start', round: newRound(state.played) })}>
          {t('actions.next')}
        </button>
      </div>

      <div className="game-messages">
        <p role="status" data-testid="game-status">
          {outcome?.kind === 'target' && t('outcome.target', { word: outcome.word, count: outcome.points })}
          {outcome?.kind === 'other' && t('outcome.other', { word: outcome.word, count: outcome.points })}
          {outcome?.kind === 'repeat' && t('outcome.repeat', { word: outcome.word })}
        </p>
        {outcome?.kind === 'target' && (
          <p className="decomposition" {...contentProps}>
            {target.parts.map((part) => (part.meaning ? `${displayForm(part)} (${part.meaning})` : displayForm(part))).join(' + ')}
          </p>
        )}
        {/* One polite region for results and one alert for errors, both always present so that
            a change is announced once. */}
        <p role="alert" className="error" data-testid="game-alert">
          {outcome?.kind === 'unknown' && t('outcome.unknown', { word: outcome.word })}
          {outcome?.kind === 'empty' && t('outcome.empty')}
        </p>
      </div>

      <dl className="facts game-score">
        <dt>{t('score.points')}</dt>
        <dd data-testid="game-score">{number.format(state.score)}</dd>
        <dt>{t('score.solved')}</dt>
        <dd data-testid="game-solved">{number.format(state.solvedCount)}</dd>
      </dl>
    </div>
  );
}
