import { describe, expect, it } from 'vitest';
import { prepareUpload } from './uploads';
import type { Category, Morpheme } from './word-lists';

const categories: Category[] = [
  { id: 'basic', colour: 'gray', label: 'Basic morpheme' },
  { id: 'prefix', colour: 'green', label: 'Prefix' },
];
const morphemes: Morpheme[] = [
  { text: 'un', category: 'prefix', meaning: 'not' },
  { text: 'kind', category: 'basic', meaning: '' },
];
const current = { categories, morphemes };

describe('uploads', () => {
  it('replace the morphemes with a valid file', () => {
    const result = prepareUpload('morphemes', 'text,category,meaning\nre,prefix,again\ndo,basic,\n', current);
    expect(result).toEqual({
      ok: true,
      count: 2,
      lists: {
        categories,
        morphemes: [
          { text: 're', category: 'prefix', meaning: 'again' },
          { text: 'do', category: 'basic', meaning: '' },
        ],
      },
    });
  });

  it('refuse morphemes of a category that does not exist', () => {
    expect(prepareUpload('morphemes', 'text,category,meaning\nness,suffix,state\n', current)).toEqual({
      ok: false,
      problems: [{ code: 'unknownCategory', row: 2, value: 'suffix' }],
    });
  });

  it('replace the categories when every category in use stays', () => {
    const result = prepareUpload('categories', 'id,colour,label\nbasic,gray,Stem\nprefix,blue,Front part\nextra,pink,Extra\n', current);
    expect(result.ok && result.lists.categories.map((category) => category.label)).toEqual(['Stem', 'Front part', 'Extra']);
  });

  it('refuse categories that would leave morphemes without their category', () => {
    expect(prepareUpload('categories', 'id,colour,label\nbasic,gray,Stem\n', current)).toEqual({
      ok: false,
      problems: [{ code: 'categoryInUse', value: 'prefix' }],
    });
  });
});
