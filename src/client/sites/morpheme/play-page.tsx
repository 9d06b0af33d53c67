// The game's route: its introduction and the colour legend of the blocks.
import { ContentPage } from '../../features/content/components/content-page';
import { CategoryLegend } from './category-legend';
import { morphemeContent } from './content';

export function Component() {
  return (
    <ContentPage loaders={morphemeContent} page="play">
      <CategoryLegend />
    </ContentPage>
  );
}
