// The colour legend of the blocks in use, including the result block.
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { Category } from '../model/word-lists';

interface GameLegendProps {
  categories: Category[];
  categoryLabel(id: string): string;
}

export function GameLegend({ categories, categoryLabel }: GameLegendProps) {
  const { t } = useTranslation();
  return (
    <section className="game-section" aria-labelledby="game-legend-heading">
      <h2 id="game-legend-heading">{t('morpheme.legend')}</h2>
      <ul className="category-legend game-legend">
        {categories.map((category) => (
          <li key={category.id}>
            <span className={`morpheme-block colour-${category.colour}`}>{categoryLabel(category.id)}</span>
            <span className="hint">{t(`morpheme.colours.${category.colour}`)}</span>
          </li>
        ))}
        <li>
          <span className="morpheme-block result">{t('morpheme.categories.result')}</span>
        </li>
      </ul>
    </section>
  );
}
