// Parses a content file's Markdown into the page tree of @shared/content (decision 017): CommonMark
// with the GitHub extensions (tables, strikethrough, task lists, literal links) by micromark, the
// reference parser of the unified ecosystem, plus two directives of content/README.md —
// :ltr[…] for a value read left to right and :lang[…]{lang=…} for a word in another language.
// Raw HTML stays text, links and images keep only safe addresses, {{placeholders}} are filled
// after parsing (a value can never become markup), and phone numbers, mail and web addresses are
// isolated left to right.
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { type TextDirective, directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { canonicalLanguageTag, directionOfLanguage, isLeftToRightValue } from '@shared/bidi';
import type { Block, ColumnAlign, HeadingLevel, Inline } from '@shared/content';
import { fillPlaceholders } from '@shared/placeholders';

/** The placeholder values a text is filled with (name → value), see placeholders.ts. */
export type PlaceholderValues = Readonly<Record<string, string>>;

// Written {{name}} (or {{name, format}}, as the shared filler reads them), and [[hidden:Ehuwd]].
const PLACEHOLDER_OR_HIDDEN = /\{\{\s*([\w.]+)\s*(?:,\s*\w+\s*)?\}\}|\[\[hidden:([^\]]+)\]\]/g;
const SAFE_LINK = /^(?:\/(?!\/)|#|https:\/\/|http:\/\/|mailto:|tel:)/i;
const SAFE_IMAGE = /^(?:\/(?!\/)|https:\/\/)/i;

const PARSE_OPTIONS = {
  extensions: [gfmAutolinkLiteral(), gfmStrikethrough(), gfmTable(), gfmTaskListItem(), directive()],
  mdastExtensions: [gfmAutolinkLiteralFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown(), directiveFromMarkdown()],
};

function isPlainTextSource(children: Inline[], href: string): boolean {
  const shown = children.every((child) => child.type === 'text') ? children.map((child) => (child.type === 'text' ? child.text : '')).join('') : null;
  return shown !== null && (shown === href || `mailto:${shown}` === href || `tel:${shown}` === href);
}

function joinTexts(inlines: Inline[]): Inline[] {
  const joined: Inline[] = [];
  for (const inline of inlines) {
    const last = joined.at(-1);
    if (inline.type === 'text' && last?.type === 'text') joined[joined.length - 1] = { type: 'text', text: last.text + inline.text };
    else joined.push(inline);
  }
  return joined;
}

class Converter {
  readonly problems: string[] = [];
  private readonly definitions = new Map<string, { url: string; title: string | null }>();

  constructor(
    private readonly source: string,
    private readonly values: PlaceholderValues,
  ) {}

  convert(root: Root): Block[] {
    for (const node of root.children) {
      if (node.type === 'definition') this.definitions.set(node.identifier, { url: node.url, title: node.title ?? null });
    }
    return this.blocks(root.children);
  }

  /** The Markdown a node was written as. */
  private written(node: Nodes): string {
    const { start, end } = node.position ?? {};
    return start?.offset !== undefined && end?.offset !== undefined ? this.source.slice(start.offset, end.offset) : '';
  }

  private fill(text: string): string {
    return fillPlaceholders(text, this.values);
  }

  private where(node: Nodes): string {
    return `line ${node.position?.start.line ?? '?'}`;
  }

  private blocks(nodes: RootContent[]): Block[] {
    return nodes.flatMap((node): Block[] => {
      switch (node.type) {
        case 'heading':
          return [{ type: 'heading', level: node.depth as HeadingLevel, children: this.inlines(node.children) }];
        case 'paragraph':
          return [{ type: 'paragraph', children: this.inlines(node.children) }];
        case 'thematicBreak':
          return [{ type: 'rule' }];
        case 'blockquote':
          return [{ type: 'quote', children: this.blocks(node.children) }];
        case 'list':
          return [
            {
              type: 'list',
              ordered: node.ordered === true,
              start: node.ordered ? (node.start ?? 1) : null,
              tight: !node.spread && node.children.every((item) => !item.spread),
              items: node.children.map((item) => ({ checked: item.checked ?? null, children: this.blocks(item.children) })),
            },
          ];
        case 'code':
          return [{ type: 'code', lang: node.lang ?? null, text: node.value }];
        case 'table': {
          const [head, ...rows] = node.children.map((row) => row.children.map((cell) => this.inlines(cell.children)));
          return [{ type: 'table', align: (node.align ?? []).map((align): ColumnAlign => align ?? null), head: head ?? [], rows }];
        }
        case 'definition':
          return [];
        case 'html':
          // Raw HTML is never markup here: it is shown as the text it is.
          return [{ type: 'paragraph', children: this.inlines([{ type: 'text', value: node.value }]) }];
        case 'leafDirective':
        case 'containerDirective':
          this.problems.push(`${this.where(node)}: unknown directive ${node.type === 'leafDirective' ? '::' : ':::'}${node.name}`);
          return [{ type: 'paragraph', children: this.inlines([{ type: 'text', value: this.written(node) }]) }];
        default:
          return [];
      }
    });
  }

  private inlines(nodes: PhrasingContent[]): Inline[] {
    // Adjacent texts are joined first, so that [[hidden:…]] split by a would-be directive is whole again.
    const joined = joinTexts(nodes.flatMap((node) => this.inline(node)));
    return joinTexts(joined.flatMap((inline) => (inline.type === 'text' ? this.textParts(inline.text) : [inline])));
  }

  /** A text with its placeholders filled (values read left to right isolated) and its hidden names. */
  private textParts(text: string): Inline[] {
    const parts: Inline[] = [];
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER_OR_HIDDEN)) {
      const [whole, name, shifted] = match;
      if (name !== undefined && !Object.hasOwn(this.values, name)) continue;
      if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
      if (shifted !== undefined) {
        parts.push({ type: 'hidden', shifted });
      } else {
        const value = this.values[name!]!;
        parts.push(isLeftToRightValue(value) ? { type: 'ltr', children: [{ type: 'text', text: value }] } : { type: 'text', text: value });
      }
      last = match.index + whole.length;
    }
    if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
    return parts;
  }

  private inline(node: PhrasingContent): Inline[] {
    switch (node.type) {
      case 'text':
        return [{ type: 'text', text: node.value }];
      case 'strong':
        return [{ type: 'strong', children: this.inlines(node.children) }];
      case 'emphasis':
        return [{ type: 'em', children: this.inlines(node.children) }];
      case 'delete':
        return [{ type: 'delete', children: this.inlines(node.children) }];
      case 'inlineCode':
        return [{ type: 'code', text: node.value }];
      case 'break':
        return [{ type: 'break' }];
      case 'html':
        return [{ type: 'text', text: node.value }];
      case 'link':
        return this.link(node.url, node.children);
      case 'linkReference': {
        const definition = this.definitions.get(node.identifier);
        return definition ? this.link(definition.url, node.children) : [{ type: 'text', text: this.written(node) }];
      }
      case 'image':
        return this.image(node.url, node.alt ?? '', node.title ?? null);
      case 'imageReference': {
        const definition = this.definitions.get(node.identifier);
        return definition ? this.image(definition.url, node.alt ?? '', definition.title) : [{ type: 'text', text: this.written(node) }];
      }
      case 'textDirective':
        return this.directive(node);
      default:
        return [{ type: 'text', text: this.written(node) }];
    }
  }

  private link(url: string, children: PhrasingContent[]): Inline[] {
    const href = this.fill(url).trim();
    const inner = this.inlines(children);
    if (!SAFE_LINK.test(href)) return inner;
    // A link that shows its own address (<https://…>, a bare mail address) reads left to right.
    const shown = isPlainTextSource(inner, href) ? [{ type: 'ltr' as const, children: inner }] : inner;
    return [{ type: 'link', href, children: shown }];
  }

  private image(url: string, alt: string, title: string | null): Inline[] {
    const src = this.fill(url).trim();
    const text = this.fill(alt);
    return SAFE_IMAGE.test(src) ? [{ type: 'image', src, alt: text, title: title === null ? null : this.fill(title) }] : [{ type: 'text', text }];
  }

  private directive(node: TextDirective): Inline[] {
    const attributes = node.attributes ?? {};
    if (node.name === 'ltr') return [{ type: 'ltr', children: this.inlines(node.children) }];
    if (node.name === 'lang') {
      const lang = canonicalLanguageTag(attributes.lang ?? '');
      if (lang) return [{ type: 'foreign', lang, dir: directionOfLanguage(lang), children: this.inlines(node.children) }];
      this.problems.push(`${this.where(node)}: :lang needs a language, as :lang[un-]{lang=en} (found "${attributes.lang ?? ''}")`);
      return this.inlines(node.children);
    }
    // ':word' in running text ("note:this", [[hidden:Ehuwd]]) is text; a label or attributes mean a mistyped directive.
    const written = this.written(node);
    if (/^:[\w-]+[[{]/.test(written)) this.problems.push(`${this.where(node)}: unknown directive :${node.name}`);
    return [{ type: 'text', text: written }];
  }
}

function convert(source: string, values: PlaceholderValues): { blocks: Block[]; problems: string[] } {
  const text = source.replace(/\r\n?/g, '\n');
  const converter = new Converter(text, values);
  const blocks = converter.convert(fromMarkdown(text, PARSE_OPTIONS));
  return { blocks, problems: converter.problems };
}

/** The page tree of a Markdown text, its {{placeholders}} filled from `values` (unknown ones stay as written). */
export function parseMarkdown(source: string, values: PlaceholderValues = {}): Block[] {
  return convert(source, values).blocks;
}

/** What is wrong in a content file's Markdown: mistyped directives, :lang without a valid language. */
export function markdownProblems(source: string): string[] {
  return convert(source, {}).problems;
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
