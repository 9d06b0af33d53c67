// The texts of the picture gallery (components/gallery.tsx takes them by props) from the page texts
// of the main catalogue; numbers in the language's digits.
import type { GalleryTexts } from '@client/components/gallery';
import { useTranslation } from './i18n-context';

export function useGalleryTexts(): GalleryTexts {
  const { t } = useTranslation();
  return {
    open: (caption) => t('gallery.open', { caption }),
    instructions: t('gallery.instructions'),
    position: (index, total) => t('gallery.position', { index, total }),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    close: t('gallery.close'),
  };
}
