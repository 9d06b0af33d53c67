// The morpheme game: board, colour legend and the word lists, in the visitor's language where
// data/<code>/ has lists for it, else with the English lists and a note saying so.
import { useMemo } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { LANGUAGES, isLanguageCode } from '@shared/languages';
import { useLanguage } from '@client/core/i18n/use-language';
import { useNamespace } from '@client/core/i18n/use-namespace';
import { isStandardCategory } from '../model/categories';
import { legendEntries } from '../model/legend';
import { roundCandidates } from '../model/rounds';
import { buildableWords } from '../model/word-building';
import { GameBoard } from './game-board';
import { GameLegend } from './game-legend';
import { ListManager } from './list-manager';
import { MORPHEME_GAME_TEXTS } from './morpheme-game-texts';
import { useWordLists } from './use-word-lists';
import './morpheme-game.css';

export function MorphemeGame() {
  const { t, ready } = useNamespace(MORPHEME_GAME_TEXTS);
  const { t: tMain } = useTranslation();
  const { language } = useLanguage();
  const { state, listLanguage, fallback, replace, restore } = useWordLists(language.code);
  const lists = state.status === 'ready' ? state.lists : null;
  const playable = useMemo(() => (lists ? roundCandidates(buildableWords(lists.words, lists.morphemes)).length : 0), [lists]);
  const uploadedMorphemes = state.status === 'ready' && Boolean(state.overrides.morphemes);
  const legend = useMemo(
    () => (lists ? legendEntries(lists.categories, lists.morphemes, { ownLanguage: !fallback, uploadedMorphemes }) : []),
    [lists, fallback, uploadedMorphemes],
  );

  // The page text around the game may be an English fallback; the game speaks the visitor's language.
  const languageProps = { lang: language.locale, dir: language.dir };

  if (!ready || state.status === 'loading') {
    return (
      <section className="morpheme-game" aria-busy="true" {...languageProps}>
        <p className="hint">{ready ? t('loading') : ''}</p>
      </section>
    );
  }
  if (state.status === 'failed' || !lists) {
    return (
      <section className="morpheme-game" {...languageProps}>
        <p role="alert" className="error">
          {t('loadError')}
        </p>
      </section>
    );
  }

  const categoryLabel = (id: string) => {
    // The English lists name their categories in English; the visitor's language has them too.
    if (fallback && isStandardCategory(id)) return tMain(`morpheme.categories.${id}`);
    return lists.categories.find((category) => category.id === id)?.label ?? id;
  };
  const contentLanguage = fallback ? { lang: isLanguageCode(listLanguage) ? LANGUAGES[listLanguage].locale : listLanguage, dir: 'ltr' as const } : undefined;

  return (
    <div className="morpheme-game" {...languageProps}>
      <section className="game-section" aria-labelledby="game-heading">
        <h2 id="game-heading">{t('heading')}</h2>
        {fallback && <p className="notice">{t('fallbackNotice')}</p>}
        <GameBoard key={`${listLanguage}-${state.version}`} lists={lists} t={t} locale={language.locale} contentLanguage={contentLanguage} categoryLabel={categoryLabel} />
      </section>
      <GameLegend entries={legend} categoryLabel={categoryLabel} t={t} />
      <ListManager
        lists={lists}
        overrides={state.overrides}
        listLanguage={listLanguage}
        playable={playable}
        locale={language.locale}
        t={t}
        onReplace={replace}
        onRestore={restore}
      />
    </div>
  );
}
