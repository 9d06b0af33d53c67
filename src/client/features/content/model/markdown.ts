// Parses the small Markdown subset of content/README.md into blocks the page renders as React
// elements: no HTML string, so content can never inject markup, and internal links use the router.

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

/** Replaces {{name.field}} placeholders; unknown ones stay visible so a typo is noticed. */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The text of the first level-1 heading, used as the page title. */
export function titleOf(blocks: Block[]): string | null {
  const heading = blocks.find((block) => block.type === 'heading' && block.level === 1);
  return heading && heading.type === 'heading' ? plainText(heading.children) : null;
}

export function plainText(inlines: Inline[]): string {
  return inlines
    .map((inline) => (inline.type === 'text' ? inline.text : inline.type === 'hidden' ? '•••' : plainText(inline.children)))
    .join('');
}
