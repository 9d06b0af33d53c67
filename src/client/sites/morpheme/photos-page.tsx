// The photo gallery: thumbnails reachable by keyboard (arrow keys move between them) and a
// larger view with previous/next that Escape closes.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../features/content/components/content-page';
import { useContent } from '../../features/content/use-content';
import { useLanguage } from '../../features/i18n/use-language';
import { galleryContent, morphemeContent } from './content';
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

function Gallery({ items }: { items: GalleryItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = useRef(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const focusThumb = (index: number) => thumbs.current[(index + items.length) % items.length]?.focus();
  const onThumbKey = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    focusThumb(index + (rtl ? -step : step));
  };
  const show = (index: number) => setOpen((index + items.length) % items.length);
  const current = open === null ? null : items[open];

  return (
    <>
      <ul className="gallery">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              onClick={() => {
                last.current = index;
                show(index);
              }}
              onKeyDown={(event) => onThumbKey(event, index)}
              aria-label={t('gallery.open', { caption: item.caption })}
            >
              <img src={IMAGES[item.id]} alt={item.alt} width={240} height={160} loading="lazy" />
            </button>
            <p className="hint">{item.caption}</p>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="lightbox"
        aria-label={current?.caption ?? ''}
        onClose={() => {
          setOpen(null);
          focusThumb(last.current);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') show((open ?? 0) + 1);
          if (event.key === 'ArrowLeft') show((open ?? 0) - 1);
        }}
      >
        {current && (
          <figure>
            <img src={IMAGES[current.id]} alt={current.alt} width={720} height={480} />
            <figcaption>{current.caption}</figcaption>
          </figure>
        )}
        <div className="actions">
          <button type="button" onClick={() => show((open ?? 0) - 1)}>
            {t('gallery.previous')}
          </button>
          <button type="button" onClick={() => show((open ?? 0) + 1)}>
            {t('gallery.next')}
          </button>
          <button type="button" onClick={() => setOpen(null)}>
            {t('gallery.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

export function Component() {
  const { language } = useLanguage();
  const gallery = useContent<unknown>(galleryContent, language.code, 'gallery.json');
  return (
    <ContentPage loaders={morphemeContent} page="photos">
      {gallery.status === 'ready' && isGallery(gallery.content.value) && <Gallery items={gallery.content.value} />}
    </ContentPage>
  );
}
