// The game's route: its introduction, then the game with its own colour legend.
import { ContentPage } from '@client/core/content/components/content-page';
import { MorphemeGame } from '@client/features/morpheme-game/components/morpheme-game';
import { MORPHEME_GAME_TEXTS } from '@client/features/morpheme-game/components/morpheme-game-texts';

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [MORPHEME_GAME_TEXTS];

export function Component() {
  return (
    <ContentPage>
      <MorphemeGame />
    </ContentPage>
  );
}
