import { useTranslation } from 'react-i18next';
import { MORPHEME_CATEGORIES } from '../../features/morpheme-game/model/categories';

/** The colour legend of the game's blocks, including the result block. */
export function CategoryLegend() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="legend-heading">
      <h2 id="legend-heading">{t('morpheme.legend')}</h2>
      <ul className="category-legend">
        {MORPHEME_CATEGORIES.map((category) => (
          <li key={category.id}>
            <span className={`morpheme-block colour-${category.colour}`}>{t(`morpheme.categories.${category.id}`)}</span>
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
