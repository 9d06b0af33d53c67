// The property description is a small Markdown file: a title, sub-headings, paragraphs, bullet
// lists and **bold** words. This reads just that much.

export type DescriptionBlock =
  | { type: 'title'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export function parseDescription(markdown: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: heading[1] === '#' ? 'title' : 'heading', text: heading[2]! });
    } else if (item) {
      if (paragraph.length) flush();
      list = [...(list ?? []), item[1]!];
    } else if (list) {
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export interface InlineSegment {
  text: string;
  strong: boolean;
}

/** Splits a line into plain and **bold** parts. */
export function inlineSegments(text: string): InlineSegment[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') && part.endsWith('**') && part.length > 4 ? { text: part.slice(2, -2), strong: true } : { text: part, strong: false }));
}
