// The whole game in a real browser with the lists shipped for the visitor's language: in Spanish it
// deals Spanish words built from Spanish morphemes, and the legend says Spanish has no circumfix.
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@client/testing/test-i18n';
import categoriesCsv from '../data/es/categories.csv?raw';
import morphemesCsv from '../data/es/morphemes.csv?raw';
import wordsCsv from '../data/es/words.csv?raw';
import { parseCategoriesCsv, parseMorphemesCsv, parseWordsCsv } from '../model/csv';
import { displayForm, resolveParts } from '../model/word-building';
import { MorphemeGame } from './morpheme-game';
import { MORPHEME_GAME_TEXTS } from './morpheme-game-texts';

function spanishLists() {
  const categories = parseCategoriesCsv(categoriesCsv);
  if (!categories.ok) throw new Error('es/categories.csv');
  const morphemes = parseMorphemesCsv(morphemesCsv, categories.rows);
  const words = parseWordsCsv(wordsCsv);
  if (!morphemes.ok || !words.ok) throw new Error('es/morphemes.csv or es/words.csv');
  return { categories: categories.rows, morphemes: morphemes.rows, words: words.rows };
}

describe('MorphemeGame', () => {
  it('plays with the Spanish lists when the language is es, without the English notice', async () => {
    const lists = spanishLists();
    const { screen } = await renderInApp(<MorphemeGame />, { language: 'es', namespaces: [MORPHEME_GAME_TEXTS] });
    const hint = screen.getByTestId('round-hint');
    await expect.element(hint).not.toBeEmptyDOMElement();
    await expect.element(screen.getByText('las listas en inglés', { exact: false })).not.toBeInTheDocument();

    const entry = lists.words.find((word) => word.hint === hint.element().textContent?.trim());
    expect(entry, 'the hint is one of the Spanish list').toBeDefined();
    const resolution = resolveParts(entry!.parts, lists.morphemes);
    if (!resolution.ok) throw new Error(`parts of ${entry!.word}`);
    const pool = screen.getByTestId('block-pool');
    for (const part of resolution.morphemes) {
      const label = lists.categories.find((category) => category.id === part.category)!.label;
      await pool.getByRole('button', { name: `${displayForm(part)}, ${label}`, exact: true }).click();
    }
    await screen.getByRole('button', { name: 'Comprobar la palabra', exact: true }).click();
    await expect.element(screen.getByTestId('game-status')).toHaveTextContent(`¡Correcto! «${entry!.word}» es la palabra buscada`);
  });

  it('says in the legend that Spanish has no circumfix, and shows the categories it has', async () => {
    const { screen } = await renderInApp(<MorphemeGame />, { language: 'es', namespaces: [MORPHEME_GAME_TEXTS] });
    const circumfix = screen.getByTestId('legend-circumfix');
    await expect.element(circumfix).toHaveTextContent('Circunfijo');
    await expect.element(circumfix).toHaveTextContent('El español no tiene morfemas de este tipo, por lo que sus listas no incluyen ninguno.');
    await expect.element(screen.getByTestId('legend-prefix')).toHaveTextContent('Prefijo');
    await expect.element(screen.getByTestId('legend-prefix')).not.toHaveTextContent('El español no tiene');
  });
});
