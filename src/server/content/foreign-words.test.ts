// Words in another language and values read left to right are marked in the content files
// (content/README.md, "Right to left and words in other languages"), so that a screen reader
// speaks them in their language (WCAG 3.1.2) and an Arabic page shows "un-", not "-un":
// - every file's directives are well formed (no mistyped directive, every :lang names a language);
// - in Arabic and Tamil, and on the Russian pages of the morpheme site, no Latin letter stands
//   in the text a visitor reads outside :lang[…]{lang=…}, :ltr[…] or code — placeholders, hidden
//   names and link addresses are not text of the file;
// - the morpheme pages mark the German example (ge-…-t in gespielt) as German in every other
//   language, and the game's English example words as English in every language but English and
//   German (whose own examples are German words).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Block, type Inline, plainText } from '@shared/content';
import { LANGUAGE_CODES } from '@shared/languages';
import { markdownProblems, parseMarkdown, splitContentFile } from './markdown';

const files = readdirSync('content', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: folder }) =>
    LANGUAGE_CODES.flatMap((language) =>
      readdirSync(`content/${folder}/${language}`)
        .filter((name) => name.endsWith('.md'))
        .map((name) => ({ folder, language, path: `content/${folder}/${language}/${name}` })),
    ),
  );
const bodyOf = (path: string) => splitContentFile(readFileSync(path, 'utf8')).body;

interface Marked {
  /** Text outside any :lang, :ltr or code. */
  bare: string[];
  /** Each emphasised text with the language it is marked with (null when unmarked). */
  emphasised: { text: string; lang: string | null }[];
}

function collect(blocks: Block[]): Marked {
  const marked: Marked = { bare: [], emphasised: [] };
  const inlines = (items: Inline[], lang: string | null, isolated: boolean): void => {
    for (const inline of items) {
      if (inline.type === 'text' && !isolated) marked.bare.push(inline.text.replace(/\{\{[^}]*\}\}/g, ''));
      if (inline.type === 'image' && !isolated) marked.bare.push(inline.alt);
      if (inline.type === 'em') marked.emphasised.push({ text: plainText(inline.children), lang });
      if (inline.type === 'foreign') inlines(inline.children, inline.lang, true);
      else if (inline.type === 'ltr') inlines(inline.children, lang, true);
      else if ('children' in inline) inlines(inline.children, lang, isolated);
    }
  };
  const walk = (items: Block[]): void => {
    for (const block of items) {
      if (block.type === 'heading' || block.type === 'paragraph') inlines(block.children, null, false);
      else if (block.type === 'list') block.items.forEach((item) => walk(item.children));
      else if (block.type === 'quote') walk(block.children);
      else if (block.type === 'table') [block.head, ...block.rows].flat().forEach((cell) => inlines(cell, null, false));
    }
  };
  walk(blocks);
  return marked;
}

const LATIN = /[\p{Script=Latin}][\p{Script=Latin}\p{Pd}’'.]*/gu;
const scriptRule = ({ folder, language }: { folder: string; language: string }) => language === 'ar' || language === 'ta' || (language === 'ru' && folder === 'morpheme');

describe('content directives', () => {
  it.each(files.map((file) => file.path))('%s has no mistyped directive', (path) => {
    expect(markdownProblems(bodyOf(path))).toEqual([]);
  });
});

describe('Latin-script words in Arabic, Tamil and the Russian morpheme pages', () => {
  it.each(files.filter(scriptRule).map((file) => file.path))('%s marks each as :lang or :ltr', (path) => {
    const unmarked = collect(parseMarkdown(bodyOf(path))).bare.flatMap((text) => text.match(LATIN) ?? []);
    expect(unmarked, `${path}: wrap these in :lang[…]{lang=…} or :ltr[…]`).toEqual([]);
  });

  it('catches an unmarked word, and accepts marked ones, code, placeholders and hidden names', () => {
    const check = (source: string) => collect(parseMarkdown(source)).bare.flatMap((text) => text.match(LATIN) ?? []);
    expect(check('السابقة *un-* في [كلمة](/x) و![house](/a.png)')).toEqual(['un-', 'house']);
    expect(check('السابقة :lang[*un-*]{lang=en} و:ltr[C#] و`npm` {{owner.name}} [[hidden:Ehuwd]] [كلمة](https://a.example)')).toEqual([]);
  });
});

const GERMAN_EXAMPLES = ['ge-…-t', 'gespielt'];
const ENGLISH_EXAMPLES = ['un', 'friend', 'ly', 'unkindness', 'kindunness', 'unfriendly'];

describe('the morpheme pages’ foreign examples', () => {
  it.each(files.filter(({ folder }) => folder === 'morpheme').map((file) => [file.path, file.language] as const))('%s marks them with their language', (path, language) => {
    const { emphasised } = collect(parseMarkdown(bodyOf(path)));
    const expected = (text: string) => (GERMAN_EXAMPLES.includes(text) && language !== 'de' ? 'de' : ENGLISH_EXAMPLES.includes(text) && language !== 'en' && language !== 'de' ? 'en' : null);
    const wrong = emphasised.filter(({ text, lang }) => expected(text) !== null && lang !== expected(text));
    expect(wrong, path).toEqual([]);
  });
});
