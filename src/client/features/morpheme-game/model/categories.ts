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
