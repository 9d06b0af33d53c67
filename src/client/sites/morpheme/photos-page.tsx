// The photo gallery of the word workshop: project-made illustrations with translated captions.
import { Gallery } from '@client/components/gallery';
import { isForbidden } from '@shared/content';
import { ContentPage, usePageText } from '@client/core/content/components/content-page';
import { useGalleryTexts } from '@client/core/i18n/use-gallery-texts';
import buildingBlocks from './images/building-blocks.svg';
import compoundBridge from './images/compound-bridge.svg';
import prefixGarden from './images/prefix-garden.svg';
import suffixTrain from './images/suffix-train.svg';
import wordTree from './images/word-tree.svg';
import workshopTable from './images/workshop-table.svg';

const IMAGES: Record<string, string> = {
  'word-tree': wordTree,
  'building-blocks': buildingBlocks,
  'prefix-garden': prefixGarden,
  'suffix-train': suffixTrain,
  'compound-bridge': compoundBridge,
  'workshop-table': workshopTable,
};

interface GalleryItem {
  id: string;
  alt: string;
  caption: string;
}

function isGallery(value: unknown): value is GalleryItem[] {
  return Array.isArray(value) && value.every((item) => typeof item?.id === 'string' && typeof item?.alt === 'string' && item.id in IMAGES);
}

export function Component() {
  const galleryTexts = useGalleryTexts();
  const text = usePageText();
  const items = !isForbidden(text) && isGallery(text.extra) ? text.extra : null;
  return (
    <ContentPage>
      {items && <Gallery pictures={items.map((item) => ({ ...item, src: IMAGES[item.id]! }))} texts={galleryTexts} />}
    </ContentPage>
  );
}
