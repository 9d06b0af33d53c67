// The colour legend of the blocks in use, including the result block. A category without any
// morpheme says why, in the visitor's language, instead of showing a colour no block has.
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { LegendEntry } from '../model/legend';
import type { MorphemeGameT } from './morpheme-game-texts';

interface GameLegendProps {
  entries: LegendEntry[];
  categoryLabel(id: string): string;
  /** The game's own texts (the morphemeGame namespace). */
  t: MorphemeGameT;
}

export function GameLegend({ entries, categoryLabel, t }: GameLegendProps) {
  const { t: tMain } = useTranslation();
  return (
    <section className="game-section" aria-labelledby="game-legend-heading">
      <h2 id="game-legend-heading">{tMain('morpheme.legend')}</h2>
      <ul className="category-legend game-legend">
        {entries.map(({ category, absence }) => (
          <li key={category.id} data-testid={`legend-${category.id}`}>
            <span className={`morpheme-block colour-${category.colour}`}>{categoryLabel(category.id)}</span>
            <span className="hint">{tMain(`morpheme.colours.${category.colour}`)}</span>
            {absence && <span className="hint absent">{t(absence === 'language' ? 'legend.notInLanguage' : 'legend.notInLists')}</span>}
          </li>
        ))}
        <li>
          <span className="morpheme-block result">{tMain('morpheme.categories.result')}</span>
        </li>
      </ul>
    </section>
  );
}
