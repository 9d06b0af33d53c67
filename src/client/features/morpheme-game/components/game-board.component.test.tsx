// The game board in a real browser with small word lists made for the test: a list with one word
// to build makes every round predictable although the board deals its blocks at random.
import { describe, expect, it } from 'vitest';
import { type Locator, userEvent } from 'vitest/browser';
import type { RenderResult } from 'vitest-browser-react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { renderInApp } from '@client/testing/test-i18n';
import type { WordLists } from '../model/word-lists';
import { GameBoard } from './game-board';
import { MORPHEME_GAME_TEXTS } from './morpheme-game-texts';

const CATEGORIES: WordLists['categories'] = [
  { id: 'basic', colour: 'gray', label: 'Basic morpheme' },
  { id: 'prefix', colour: 'green', label: 'Prefix' },
  { id: 'suffix', colour: 'blue', label: 'Suffix' },
];

const MORPHEMES: WordLists['morphemes'] = [
  { text: 'kind', category: 'basic', meaning: 'friendly' },
  { text: 'ness', category: 'suffix', meaning: 'state or quality' },
  { text: 'un', category: 'prefix', meaning: 'not' },
  { text: 'ly', category: 'suffix', meaning: '' },
  { text: 'dark', category: 'basic', meaning: '' },
  { text: 're', category: 'prefix', meaning: 'again' },
];

/** One word of two parts to build (kindness); 'kind' and 'dark' are known words of one part. */
const ONE_TARGET: WordLists = {
  categories: CATEGORIES,
  morphemes: MORPHEMES,
  words: [
    { word: 'kindness', parts: ['kind', 'ness'], hint: 'the quality of being friendly and caring' },
    { word: 'kind', parts: ['kind'], hint: 'friendly' },
    { word: 'dark', parts: ['dark'], hint: 'without light' },
  ],
};

const TWO_TARGETS: WordLists = { ...ONE_TARGET, words: [...ONE_TARGET.words, { word: 'darkly', parts: ['dark', 'ly'], hint: 'in a gloomy way' }] };

function Board({ lists }: { lists: WordLists }) {
  const { t } = useTranslation(MORPHEME_GAME_TEXTS);
  const categoryLabel = (id: string) => lists.categories.find((category) => category.id === id)?.label ?? id;
  return <GameBoard lists={lists} t={t} locale="en-US" categoryLabel={categoryLabel} />;
}

async function renderBoard(lists: WordLists = ONE_TARGET) {
  const { screen } = await renderInApp(<Board lists={lists} />, { namespaces: [MORPHEME_GAME_TEXTS] });
  return board(screen);
}

function board(screen: RenderResult) {
  const pool = screen.getByRole('region', { name: 'Blocks' });
  const word = screen.getByRole('list', { name: 'Your word' });
  return {
    screen,
    pool,
    word,
    /** A block of the pool by its form and category, as a screen reader names it. */
    block: (name: string) => pool.getByRole('button', { name, exact: true }),
    /** A block of the word being built (its name starts with the action). */
    built: (name: string) => word.getByRole('button', { name: `Remove ${name}`, exact: true }),
    result: screen.getByRole('group', { name: 'Result' }),
    message: screen.getByTestId('game-status'),
    alert: screen.getByRole('alert'),
    score: screen.getByTestId('game-score'),
    solved: screen.getByTestId('game-solved'),
    button: (name: string) => screen.getByRole('button', { name, exact: true }),
  };
}

const KIND = 'kind, Basic morpheme';
const NESS = '-ness, Suffix';

async function builtNames(word: Locator): Promise<string[]> {
  return word.getByRole('button').elements().map((element) => element.getAttribute('aria-label') ?? '');
}

describe('GameBoard', () => {
  it('deals the round from the lists: the hint, the number of parts and every block with its category', async () => {
    const game = await renderBoard();
    await expect.element(game.screen.getByText('Round 1')).toBeVisible();
    await expect.element(game.screen.getByText('the quality of being friendly and caring')).toBeVisible();
    await expect.element(game.screen.getByText('The word has 2 parts.')).toBeVisible();
    // The word's two parts and four others, each once, in any order.
    const names = game.pool
      .getByRole('button')
      .elements()
      .map((element) => element.getAttribute('aria-label'));
    expect(names.sort()).toEqual(['-ly, Suffix', '-ness, Suffix', 'dark, Basic morpheme', 'kind, Basic morpheme', 're-, Prefix', 'un-, Prefix']);
    await expect.element(game.block(KIND)).toHaveClass(/colour-gray/);
    await expect.element(game.block(NESS)).toHaveAttribute('title', 'state or quality');
    await expect.element(game.word).toHaveTextContent('Your word is still empty. Add blocks or drag them here.');
    await expect.element(game.result).toHaveTextContent('Result—');
    await expect.element(game.score).toHaveTextContent('0');
    await expect.element(game.solved).toHaveTextContent('0');
  });

  it('places a clicked block at the end of the word and shows the word built so far', async () => {
    const game = await renderBoard();
    await game.block(KIND).click();
    await expect.element(game.built(KIND)).toBeVisible();
    await expect.element(game.result).toHaveTextContent('kind');
    await expect.element(game.result).toHaveTextContent('Known word');

    await game.block('un-, Prefix').click();
    await expect.element(game.result).toHaveTextContent('kindun');
    await expect.element(game.result).toHaveTextContent('Not in the word list');
    // The pool keeps its blocks: one can be used twice.
    await game.block(KIND).click();
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${KIND}`, 'Remove un-, Prefix', `Remove ${KIND}`]);
  });

  it('removes a clicked block of the word and moves the focus to the block that takes its place', async () => {
    const game = await renderBoard();
    await game.block(KIND).click();
    await game.block(NESS).click();
    await game.built(KIND).click();
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${NESS}`]);
    await expect.element(game.built(NESS)).toHaveFocus();
    // The last block gone, the focus stays in the (now empty) word.
    await game.built(NESS).click();
    await expect.element(game.word).toHaveTextContent('Your word is still empty');
    await expect.element(game.word).toHaveFocus();
  });

  it('confirms the word sought, scores it once, shows its parts and moves the focus to the next word', async () => {
    const game = await renderBoard();
    await game.block(KIND).click();
    await game.block(NESS).click();
    await game.button('Check word').click();
    await expect.element(game.message).toHaveTextContent('Correct! “kindness” is the word sought: 10 points.');
    await expect.element(game.screen.getByText('kind (friendly) + -ness (state or quality)')).toBeVisible();
    await expect.element(game.score).toHaveTextContent('10');
    await expect.element(game.solved).toHaveTextContent('1');
    await expect.element(game.button('Next word')).toHaveFocus();
    await expect.element(game.alert).toBeEmptyDOMElement();
    // A word counts once per round.
    await game.button('Check word').click();
    await expect.element(game.message).toHaveTextContent('You have already found “kindness” in this round.');
    await expect.element(game.score).toHaveTextContent('10');
    await expect.element(game.solved).toHaveTextContent('1');
  });

  it('says a wrong word is not in the list, as an alert, and scores nothing', async () => {
    const game = await renderBoard();
    await game.block(NESS).click();
    await game.block(KIND).click();
    await game.button('Check word').click();
    await expect.element(game.alert).toHaveTextContent('“nesskind” is not in the word list. Try another order or other blocks.');
    await expect.element(game.message).toBeEmptyDOMElement();
    await expect.element(game.score).toHaveTextContent('0');
    // Changing the word takes the verdict away; the blocks stay.
    await game.button('Remove last block').click();
    await expect.element(game.alert).toBeEmptyDOMElement();
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${NESS}`]);
  });

  it('speaks through one polite region and one alert, both there from the start, the result block silent', async () => {
    const game = await renderBoard();
    const board = game.screen.container;
    const live = () => board.querySelectorAll('[role="status"], [role="log"], [aria-live], output');
    expect(live()).toHaveLength(1);
    expect(live()[0]).toBe(game.message.element());
    expect(board.querySelectorAll('[role="alert"]')).toHaveLength(1);
    await expect.element(game.alert).toBeEmptyDOMElement();

    await game.block(NESS).click();
    await game.block(KIND).click();
    await expect.element(game.result).toHaveTextContent('Not in the word list');
    await expect.element(game.message).toBeEmptyDOMElement();
    await game.button('Check word').click();
    await expect.element(game.alert).toHaveTextContent('“nesskind” is not in the word list. Try another order or other blocks.');
    expect(live()).toHaveLength(1);
    expect(board.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('gives a point per block for a known word that is not the one sought', async () => {
    const game = await renderBoard();
    await game.block('dark, Basic morpheme').click();
    await game.button('Check word').click();
    await expect.element(game.message).toHaveTextContent('“dark” is in the word list, but another word is sought: 1 point.');
    await expect.element(game.score).toHaveTextContent('1');
    await expect.element(game.solved).toHaveTextContent('0');
    await expect.element(game.button('Next word')).not.toHaveFocus();
  });

  it('asks for blocks when an empty word is checked', async () => {
    const game = await renderBoard();
    await game.button('Check word').click();
    await expect.element(game.alert).toHaveTextContent('Please add blocks to your word first.');
    await expect.element(game.score).toHaveTextContent('0');
  });

  it('removes the last block or clears the word, and offers neither for an empty word', async () => {
    const game = await renderBoard();
    await expect.element(game.button('Remove last block')).toBeDisabled();
    await expect.element(game.button('Clear word')).toBeDisabled();
    await game.block(KIND).click();
    await game.block(NESS).click();
    await game.block('un-, Prefix').click();
    await game.button('Remove last block').click();
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${KIND}`, `Remove ${NESS}`]);
    await game.button('Clear word').click();
    await expect.element(game.word).toHaveTextContent('Your word is still empty');
    await expect.element(game.button('Clear word')).toBeDisabled();
  });

  it('is played with the keyboard: Tab, Enter and Space add blocks, Backspace removes the last', async () => {
    const game = await renderBoard();
    await game.screen.getByText('Round 1').click();
    await userEvent.tab();
    const first = document.activeElement?.getAttribute('aria-label');
    expect(first).toMatch(/, (Basic morpheme|Prefix|Suffix)$/);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    const second = document.activeElement?.getAttribute('aria-label');
    expect(second).not.toBe(first);
    await userEvent.keyboard(' ');
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${first}`, `Remove ${second}`]);

    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${first}`]);
    // Backspace inside the word keeps the focus in the word, on its new last block.
    const other = first === KIND ? NESS : KIND;
    await game.block(other).click();
    await game.built(other).element().focus();
    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${first}`]);
    await expect.element(game.built(first!)).toHaveFocus();
  });

  it('builds and checks the word sought by keyboard alone', async () => {
    const game = await renderBoard();
    await game.block(KIND).element().focus();
    await userEvent.keyboard('{Enter}');
    await game.block(NESS).element().focus();
    await userEvent.keyboard('{Enter}');
    await game.button('Check word').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(game.message).toHaveTextContent('Correct! “kindness” is the word sought');
    await expect.element(game.button('Next word')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(game.screen.getByText('Round 2')).toBeVisible();
  });

  it('takes blocks dragged onto the word and removes those dragged back to the blocks', async () => {
    const game = await renderBoard();
    await userEvent.dragAndDrop(game.block(NESS), game.word);
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${NESS}`]);
    // Dropped on a block of the word, a new block goes before it.
    await userEvent.dragAndDrop(game.block(KIND), game.built(NESS));
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${KIND}`, `Remove ${NESS}`]);
    await expect.element(game.result).toHaveTextContent('kindness');
    await userEvent.dragAndDrop(game.built(KIND), game.pool.getByRole('list'));
    await expect.poll(() => builtNames(game.word)).toEqual([`Remove ${NESS}`]);
  });

  it('starts a new round with another word, an empty word and the score kept', async () => {
    const game = await renderBoard(TWO_TARGETS);
    const hints = ['the quality of being friendly and caring', 'in a gloomy way'];
    const hint = game.screen.getByTestId('round-hint');
    await expect.element(hint).not.toBeEmptyDOMElement();
    const first = hint.element().textContent!;
    expect(hints).toContain(first);
    await game.block('dark, Basic morpheme').click();
    await game.button('Check word').click();
    await expect.element(game.score).toHaveTextContent('1');

    await game.button('Next word').click();
    await expect.element(game.screen.getByText('Round 2')).toBeVisible();
    await expect.element(hint).toHaveTextContent(hints.find((other) => other !== first)!);
    await expect.element(game.word).toHaveTextContent('Your word is still empty');
    await expect.element(game.message).toBeEmptyDOMElement();
    await expect.element(game.score).toHaveTextContent('1');
  });

  it('says so when no word of the list can be built', async () => {
    const lists: WordLists = { ...ONE_TARGET, words: [{ word: 'kindness', parts: ['kind', 'nes'], hint: 'a misspelt part' }] };
    const { screen } = await renderInApp(<Board lists={lists} />, { namespaces: [MORPHEME_GAME_TEXTS] });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No word of the word list can be built from the morphemes in use.');
    await expect.element(screen.getByRole('button', { name: 'Check word' })).not.toBeInTheDocument();
  });
});
