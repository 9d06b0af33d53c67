// What a page's text is made of once the server has read its content file: blocks of the small
// Markdown subset (content/README.md), never an HTML string, so content cannot inject markup.
import type { LanguageCode } from './languages';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'hidden'; shifted: string };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

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

export function plainText(inlines: Inline[]): string {
  return inlines
    .map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'hidden' ? '•••' : inline.type === 'link' || inline.type === 'strong' || inline.type === 'em' ? plainText(inline.children) : ''))
    .join('');
}

/** The text of the first level-1 heading, used as the page title. */
export function titleOf(blocks: Block[]): string | null {
  const heading = blocks.find((block) => block.type === 'heading' && block.level === 1);
  return heading && heading.type === 'heading' ? plainText(heading.children) : null;
}
