// The morpheme categories of SPEC §3 and their colours.

export const MORPHEME_CATEGORIES = [
  { id: 'basic', colour: 'gray' },
  { id: 'prefix', colour: 'green' },
  { id: 'suffix', colour: 'blue' },
  { id: 'buildingBlock', colour: 'pink' },
  { id: 'circumfix', colour: 'yellow' },
  { id: 'inflexion', colour: 'orange' },
  { id: 'structureWord', colour: 'purple' },
] as const;

export type MorphemeCategory = (typeof MORPHEME_CATEGORIES)[number]['id'];
export type CategoryColour = (typeof MORPHEME_CATEGORIES)[number]['colour'];

/** The colours a category may have: one CSS class each (.morpheme-block.colour-<name>). */
export const CATEGORY_COLOURS: readonly CategoryColour[] = MORPHEME_CATEGORIES.map((category) => category.colour);

export function isCategoryColour(value: string): value is CategoryColour {
  return (CATEGORY_COLOURS as readonly string[]).includes(value);
}

export function isStandardCategory(id: string): id is MorphemeCategory {
  return MORPHEME_CATEGORIES.some((category) => category.id === id);
}
