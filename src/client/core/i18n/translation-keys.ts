// The keys a catalogue has, as a type: the dotted paths to its texts, derived from the English
// file (resolveJsonModule gives its shape), so a key that is not there fails the type check. A
// plural text (x_one, x_other, ...) is asked for by its base key x with a count.
import type shellTexts from './locales/en.json';
import type pageTexts from './locales/pages/en.json';

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralBase<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The dotted keys of a nested catalogue's texts. */
export type KeysOf<C> = {
  [K in keyof C & string]: C[K] extends string ? PluralBase<K> : `${K}.${KeysOf<C[K]>}`;
}[keyof C & string];

/** A key of the main catalogue (both parts: the shell's texts and the page texts). */
export type MainKey = KeysOf<typeof shellTexts> | KeysOf<typeof pageTexts>;
