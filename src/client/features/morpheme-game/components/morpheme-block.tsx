// One coloured block: its written form, with its category (and an action) in its accessible name.
import type { ComponentPropsWithRef } from 'react';
import { displayForm } from '../model/word-building';
import type { Morpheme } from '../model/word-lists';

interface MorphemeBlockProps extends ComponentPropsWithRef<'button'> {
  morpheme: Morpheme;
  colour: string;
  categoryLabel: string;
  /** Words read before the block's form, e.g. "Remove". */
  actionLabel?: string;
}

export function MorphemeBlock({ morpheme, colour, categoryLabel, actionLabel, className = '', ...props }: MorphemeBlockProps) {
  const form = displayForm(morpheme);
  return (
    <button
      type="button"
      className={`morpheme-block colour-${colour} ${className}`.trim()}
      aria-label={`${actionLabel ? `${actionLabel} ` : ''}${form}, ${categoryLabel}`}
      title={morpheme.meaning || undefined}
      {...props}
    >
      <span className="form">{form}</span>
    </button>
  );
}
