// The game's route: its introduction, then the game with its own colour legend.
import { ContentPage } from '../../features/content/components/content-page';
import { MorphemeGame } from '../../features/morpheme-game/components/morpheme-game';
import { morphemeContent } from './content';

export function Component() {
  return (
    <ContentPage loaders={morphemeContent} page="play">
      <MorphemeGame />
    </ContentPage>
  );
}
