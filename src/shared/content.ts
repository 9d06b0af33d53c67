// What a page's text is made of once the server has parsed its content file (CommonMark + GFM
// tables, strikethrough, task lists and literal links, plus the :ltr and :lang directives of
// content/README.md): a small typed tree, never an HTML string, so content cannot inject markup.
// React renders it the same on the server and in the browser.
import type { LanguageCode } from './languages';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'delete'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'break' }
  /** href is a path of the site (/…), a fragment (#…), or an https:, http:, mailto: or tel: address. */
  | { type: 'link'; href: string; children: Inline[] }
  /** src is a path of the site (/…) or an https: address; alt is the text it stands for. */
  | { type: 'image'; src: string; alt: string; title: string | null }
  | { type: 'hidden'; shifted: string }
  /** Read left to right and isolated from the text around it: a phone number, address, code (:ltr[…]). */
  | { type: 'ltr'; children: Inline[] }
  /** A word or phrase in another language (:lang[…]{lang=…}); dir follows from the language's script. */
  | { type: 'foreign'; lang: string; dir: 'ltr' | 'rtl'; children: Inline[] };

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type ColumnAlign = 'left' | 'right' | 'center' | null;

/** A list item: blocks (a paragraph, a nested list, …); checked is set for a task list item. */
export interface ListItem {
  checked: boolean | null;
  children: Block[];
}

export type Block =
  | { type: 'heading'; level: HeadingLevel; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  /** tight: the items' paragraphs are shown without paragraph spacing (no blank line between items). */
  | { type: 'list'; ordered: boolean; start: number | null; tight: boolean; items: ListItem[] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; lang: string | null; text: string }
  | { type: 'table'; align: ColumnAlign[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'rule' };

/** A page's text as the server hands it out (GET /api/page, and the server render). */
export interface PageText {
  /** Route path without slashes; '' is home. */
  page: string;
  title: string;
  /** For search engines and link previews. */
  description: string;
  /** The picture for link previews (an absolute path), if the page has one. */
  image: string | null;
  blocks: Block[];
  /** The language the text is written in; differs from the one asked for on fallback. */
  language: LanguageCode;
  fallback: boolean;
  /** The page's companion data (content/<set>/<lang>/<page>.json), e.g. the gospel passages. */
  extra: unknown;
}

/** The answer for a page the visitor may not read: logged in, but without the needed flag. */
export interface PageForbidden {
  page: string;
  forbidden: 'internal' | 'entitled';
}

export type PageData = PageText | PageForbidden;

export function isForbidden(data: PageData): data is PageForbidden {
  return 'forbidden' in data;
}

/** The API error code of a refused member text (GET /api/page answers 403 with it). */
export function forbiddenCode(flag: PageForbidden['forbidden']): string {
  return `needs_${flag}`;
}

/** The flag an API error code names, or null for any other code. */
export function forbiddenFlag(code: string | undefined): PageForbidden['forbidden'] | null {
  return code === forbiddenCode('internal') ? 'internal' : code === forbiddenCode('entitled') ? 'entitled' : null;
}

/** The text a reader sees, without markup; a hidden name counts as •••, an image as its alternative text. */
export function plainText(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.type) {
        case 'text':
        case 'code':
          return inline.text;
        case 'break':
          return '\n';
        case 'hidden':
          return '•••';
        case 'image':
          return inline.alt;
        default:
          return plainText(inline.children);
      }
    })
    .join('');
}

/** The text of blocks (a list item, a quotation), one line per paragraph, heading, item or row. */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          return plainText(block.children);
        case 'list':
          return block.items.map((item) => blocksText(item.children)).join('\n');
        case 'quote':
          return blocksText(block.children);
        case 'code':
          return block.text;
        case 'table':
          return [block.head, ...block.rows].map((row) => row.map(plainText).join(' ')).join('\n');
        case 'rule':
          return '';
      }
    })
    .filter(Boolean)
    .join('\n');
}

/** The text of the first level-1 heading, used as the page title. */
export function titleOf(blocks: Block[]): string | null {
  const heading = blocks.find((block) => block.type === 'heading' && block.level === 1);
  return heading && heading.type === 'heading' ? plainText(heading.children) : null;
}
