// The picture gallery: thumbnails in a row that the arrow keys (Home, End) move through, and a
// larger view with previous and next (also by arrow keys) that Escape closes, returning focus.
// Its texts come by props (core/i18n/use-gallery-texts.ts), as shared components import no core.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface GalleryPicture {
  id: string;
  src: string;
  caption: string;
  alt: string;
}

export interface GalleryTexts {
  /** The label of a thumbnail, which opens the larger view. */
  open(caption: string): string;
  instructions: string;
  /** Where the larger view stands: picture `index` (from 1) of `total`. */
  position(index: number, total: number): string;
  previous: string;
  next: string;
  close: string;
}

interface GalleryProps {
  pictures: GalleryPicture[];
  texts: GalleryTexts;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys follow the reading direction: in Arabic, right goes back. */
function stepOf(key: string): number | undefined {
  const step = STEPS[key];
  if (step === undefined) return undefined;
  const horizontal = key === 'ArrowRight' || key === 'ArrowLeft';
  return horizontal && document.documentElement.dir === 'rtl' ? -step : step;
}

export function Gallery({ pictures, texts }: GalleryProps) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const lastOpened = useRef(0);
  const count = pictures.length;
  const wrap = (index: number) => (index + count) % count;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const onThumbKey = (event: KeyboardEvent, index: number) => {
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else {
      const step = stepOf(event.key);
      if (step !== undefined) next = wrap(index + step);
    }
    if (next === undefined) return;
    event.preventDefault();
    thumbs.current[next]?.focus();
  };

  const onDialogKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowLeft' ? stepOf(event.key) : undefined;
    if (step === undefined || open === null) return;
    event.preventDefault();
    setOpen(wrap(open + step));
  };

  const current = open === null ? null : pictures[open];

  return (
    <>
      <ul className="gallery" aria-describedby={`${id}-hint`}>
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <button
              type="button"
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              aria-label={texts.open(picture.caption)}
              onClick={() => {
                lastOpened.current = index;
                setOpen(index);
              }}
              onKeyDown={(event) => onThumbKey(event, index)}
            >
              <img src={picture.src} alt={picture.alt} width={240} height={160} loading="lazy" />
            </button>
            <p className="hint">{picture.caption}</p>
          </li>
        ))}
      </ul>
      <p className="hint" id={`${id}-hint`}>
        {texts.instructions}
      </p>
      <dialog
        ref={dialog}
        className="lightbox"
        aria-labelledby={`${id}-caption`}
        onClose={() => {
          setOpen(null);
          thumbs.current[lastOpened.current]?.focus();
        }}
        onKeyDown={onDialogKey}
      >
        {current && (
          <figure>
            <img src={current.src} alt={current.alt} width={720} height={480} />
            <figcaption id={`${id}-caption`}>
              {current.caption}{' '}
              <span className="hint">{texts.position(open! + 1, count)}</span>
            </figcaption>
          </figure>
        )}
        <div className="actions">
          <button type="button" onClick={() => setOpen(wrap((open ?? 0) - 1))}>
            {texts.previous}
          </button>
          <button type="button" onClick={() => setOpen(wrap((open ?? 0) + 1))}>
            {texts.next}
          </button>
          <button type="button" onClick={() => setOpen(null)}>
            {texts.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
