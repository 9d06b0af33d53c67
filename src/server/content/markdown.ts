// Parses the small Markdown subset of content/README.md into blocks (@shared/content) that the
// client renders as React elements: no HTML string, so content can never inject markup.

import type { Block, Inline } from '@shared/content';

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)|\[\[hidden:([^\]]+)\]\]/g;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) result.push({ type: 'text', text: text.slice(last, match.index) });
    const [, strong, em, linkText, href, hidden] = match;
    if (strong !== undefined) result.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) result.push({ type: 'em', children: parseInline(em) });
    else if (hidden !== undefined) result.push({ type: 'hidden', shifted: hidden });
    else result.push({ type: 'link', href: href!, children: parseInline(linkText!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) result.push({ type: 'text', text: text.slice(last) });
  return result;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!));
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ type: 'quote', children: parseInline(line.replace(/^>\s?/, '')) });
    } else if (list) {
      const items: Inline[][] = (list as { items: Inline[][] }).items;
      items[items.length - 1] = [...items[items.length - 1]!, { type: 'text', text: ' ' }, ...parseInline(line)];
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export interface ContentFile {
  /** The page's description for search engines and link previews (front matter `description:`). */
  description: string | null;
  /** The page's picture for link previews, an absolute path (front matter `image:`). */
  image: string | null;
  /** The Markdown after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Splits a content file into its front matter and body. The front matter is optional and holds
 * `key: value` lines between two `---` lines at the very top: `description` and `image`.
 */
export function splitContentFile(source: string): ContentFile {
  const text = source.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { description: null, image: null, body: text };
  const fields = new Map(
    match[1]!
      .split('\n')
      .map((line) => /^([a-z]+):\s*(.*)$/.exec(line.trim()))
      .filter((field): field is RegExpExecArray => field !== null)
      .map((field) => [field[1]!, field[2]!.trim()]),
  );
  const image = fields.get('image');
  return { description: fields.get('description') || null, image: image && /^\/[\w./-]+\.(jpe?g|png|webp)$/.test(image) ? image : null, body: text.slice(match[0].length) };
}
