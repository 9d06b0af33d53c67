// A page text as a PDF on A4 (issue 21): headings, paragraphs, lists, quotations, code and tables
// set line by line (line-layout.ts) in the page's direction, links clickable and written out, the
// title, author, subject and language in the document's metadata. pdfkit writes the file and
// embeds only the glyphs used; fontkit (inside pdfkit) shapes each run.
import PDFDocument from 'pdfkit';
import { type Block, type Inline, type PageText, plainText } from '@shared/content';
import { LANGUAGES, type LanguageCode } from '@shared/languages';
import { LEFT_TO_RIGHT_ISOLATE, type Line, type Measure, POP_ISOLATE, type Run, SHAPED_RIGHT_TO_LEFT, RIGHT_TO_LEFT_ISOLATE, type StyledText, type TextStyle, layOutLines } from './line-layout';
import type { FontSet } from './pdf-fonts';

export interface PdfInput {
  text: PageText;
  language: LanguageCode;
  author: string;
  /** The site's address (https://host), for links to its own pages. */
  origin: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BODY_SIZE = 10.5;
const LINE_HEIGHT = 1.45;
/** Where a line's baseline lies below its top, in font sizes: one baseline for the Latin, Arabic and Tamil faces. */
const BASELINE = 1.1;
const HEADING_SIZES: Record<number, number> = { 1: 20, 2: 14, 3: 11.5 };
const INDENT = 16;
const MARKER_GAP = 5;
const LINK_COLOUR = '#1a4d8f';

const REGULAR: TextStyle = { weight: 'regular', href: null };

/** The address a link points to from paper: the site's own paths made absolute, in the PDF's language. */
export function absoluteAddress(href: string, origin: string, language: LanguageCode): string {
  if (!href.startsWith('/')) return href;
  return `${origin}${href}${href.includes('?') ? '&' : '?'}lang=${language}`;
}

/** What a link shows of its address: a mail address or phone number without its scheme. */
const shownAddress = (href: string) => href.replace(/^(mailto|tel):/u, '');

class PiecesBuilder {
  private readonly styles = new Map<string, TextStyle>();

  constructor(private readonly input: PdfInput) {}

  /** One style object per combination, so runs can be told apart by identity. */
  private style(weight: TextStyle['weight'], href: string | null): TextStyle {
    const key = `${weight} ${href ?? ''}`;
    let style = this.styles.get(key);
    if (!style) this.styles.set(key, (style = { weight, href }));
    return style;
  }

  pieces(inlines: Inline[], style: TextStyle = REGULAR): StyledText[] {
    return inlines.flatMap((inline): StyledText[] => {
      switch (inline.type) {
        case 'text':
          return [{ text: inline.text.replace(/\s+/gu, ' '), style }];
        case 'code':
          return [{ text: `${LEFT_TO_RIGHT_ISOLATE}${inline.text}${POP_ISOLATE}`, style }];
        case 'break':
          return [{ text: '\n', style }];
        case 'hidden':
          return [{ text: '•••', style }];
        case 'image':
          return [{ text: inline.alt, style }];
        case 'strong':
          return this.pieces(inline.children, this.style('bold', style.href));
        case 'em':
        case 'delete':
          return this.pieces(inline.children, style);
        case 'ltr':
          return this.isolated(this.pieces(inline.children, style), 'ltr');
        case 'foreign':
          return this.isolated(this.pieces(inline.children, style), inline.dir);
        case 'link':
          return this.link(inline.href, inline.children, style);
      }
    });
  }

  private isolated(pieces: StyledText[], dir: 'ltr' | 'rtl'): StyledText[] {
    const open = dir === 'ltr' ? LEFT_TO_RIGHT_ISOLATE : RIGHT_TO_LEFT_ISOLATE;
    return [{ text: open, style: REGULAR }, ...pieces, { text: POP_ISOLATE, style: REGULAR }];
  }

  /** A link keeps its text and, when the text does not show it, writes its address after it. */
  private link(href: string, children: Inline[], style: TextStyle): StyledText[] {
    const address = absoluteAddress(href, this.input.origin, this.input.language);
    const linked = this.style(style.weight, address);
    const shown = this.pieces(children, linked);
    if (href.startsWith('#') || plainText(children).trim() === shownAddress(href)) return shown;
    return [...shown, { text: ' (', style }, ...this.isolated([{ text: address, style: linked }], 'ltr'), { text: ')', style }];
  }
}

class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly builder: PiecesBuilder;
  private readonly dir: 'ltr' | 'rtl';
  private y = PAGE.margin;
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly input: PdfInput,
    private readonly fonts: FontSet,
  ) {
    this.dir = LANGUAGES[input.language].dir;
    this.builder = new PiecesBuilder(input);
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      lang: input.language,
      displayTitle: true,
      bufferPages: true,
      info: { Title: input.text.title, Author: input.author, Subject: input.text.description },
    });
    for (const face of fonts.all()) this.doc.registerFont(face.name, face.data);
  }

  private get bottom(): number {
    return PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private room(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private measure(size: number): Measure {
    return (text, face) => {
      const key = `${face.name} ${size} ${text}`;
      let width = this.widths.get(key);
      if (width === undefined) this.widths.set(key, (width = this.doc.font(face.name).fontSize(size).widthOfString(text)));
      return width;
    };
  }

  private lines(pieces: StyledText[], size: number, indent: number): Line[] {
    return layOutLines(pieces, { width: PAGE.width - 2 * PAGE.margin - indent, dir: this.dir, fonts: this.fonts, measure: this.measure(size) });
  }

  /** Where a line of `width` starts from the left, at `indent` from the inline start of the text column. */
  private lineStart(width: number, indent: number): number {
    return this.dir === 'rtl' ? PAGE.width - PAGE.margin - indent - width : PAGE.margin + indent;
  }

  /** Draws one line at the current height from `x`. */
  private drawLine(line: Line, size: number, x: number): void {
    for (const run of line.runs) {
      this.drawRun(run, size, x);
      x += run.width;
    }
  }

  /**
   * Draws a run word by word at the widths the layout measured: pdfkit loses the advance of a
   * space between two Arabic words shaped in one piece. A run shaped right to left (Arabic) holds
   * its words in reading order, so they are placed from its right end.
   */
  private drawRun(run: Run, size: number, x: number): void {
    const href = run.style.href;
    const measure = this.measure(size);
    const fromRight = SHAPED_RIGHT_TO_LEFT.test(run.text);
    let cursor = fromRight ? x + run.width : x;
    for (const part of run.text.split(/( +)/u)) {
      if (!part) continue;
      const width = measure(part, run.face);
      const left = fromRight ? cursor - width : cursor;
      if (part.trim()) {
        this.doc
          .font(run.face.name)
          .fontSize(size)
          .fillColor(href ? LINK_COLOUR : '#000')
          .text(part, left, this.y + size * BASELINE, { lineBreak: false, baseline: 'alphabetic', link: href, underline: href !== null });
      }
      cursor = fromRight ? left : cursor + width;
    }
  }

  /** Sets a paragraph; `marker` (a bullet or number) stands before its first line, `keep` lines of what follows must fit too. */
  private paragraph(pieces: StyledText[], { size = BODY_SIZE, indent = 0, marker = null as string | null, after = 6, keep = 0 } = {}): void {
    const lines = this.lines(pieces, size, indent);
    const height = size * LINE_HEIGHT;
    lines.forEach((line, index) => {
      this.room(height * (index === 0 ? 1 + keep : 1));
      if (index === 0 && marker) this.drawMarker(marker, size, indent);
      this.drawLine(line, size, this.lineStart(line.width, indent));
      this.y += height;
    });
    this.y += after;
  }

  /** A list item's bullet or number, just before the inline start of its first line. */
  private drawMarker(marker: string, size: number, indent: number): void {
    const [line] = this.lines([{ text: marker, style: REGULAR }], size, 0);
    if (line) this.drawLine(line, size, this.lineStart(line.width, indent - line.width - MARKER_GAP));
  }

  blocks(blocks: Block[], indent = 0): void {
    for (const block of blocks) this.block(block, indent);
  }

  private block(block: Block, indent: number): void {
    const pieces = (inlines: Inline[], style?: TextStyle) => this.builder.pieces(inlines, style);
    switch (block.type) {
      case 'heading': {
        const size = HEADING_SIZES[block.level] ?? BODY_SIZE;
        this.y += block.level === 1 ? 0 : size * 0.6;
        this.paragraph(pieces(block.children, { weight: 'bold', href: null }), { size, indent, after: block.level === 1 ? 10 : 3, keep: 2 });
        return;
      }
      case 'paragraph':
        this.paragraph(pieces(block.children), { indent });
        return;
      case 'list':
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${(block.start ?? 1) + index}.` : '•';
          const [first, ...rest] = item.children;
          if (first?.type === 'paragraph') this.paragraph(pieces(first.children), { indent: indent + INDENT, marker, after: block.tight ? 2 : 6 });
          else if (first) this.block(first, indent + INDENT);
          this.blocks(rest, indent + INDENT);
        });
        this.y += 4;
        return;
      case 'quote':
        this.blocks(block.children, indent + INDENT);
        return;
      case 'code':
        this.paragraph([{ text: `${LEFT_TO_RIGHT_ISOLATE}${block.text}${POP_ISOLATE}`, style: REGULAR }], { indent });
        return;
      case 'table':
        for (const row of [block.head, ...block.rows]) {
          this.paragraph(
            row.flatMap((cell, column) => [...(column > 0 ? [{ text: ' · ', style: REGULAR }] : []), ...pieces(cell)]),
            { indent, after: 2 },
          );
        }
        this.y += 4;
        return;
      case 'rule':
        this.room(12);
        this.doc.moveTo(PAGE.margin + indent, this.y + 6).lineTo(PAGE.width - PAGE.margin, this.y + 6).strokeColor('#888').stroke();
        this.y += 12;
        return;
    }
  }

  /** "n / N" at the foot of every page. */
  private pageNumbers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      this.doc.switchToPage(page);
      const [line] = this.lines([{ text: `${LEFT_TO_RIGHT_ISOLATE}${page + 1} / ${count}${POP_ISOLATE}`, style: REGULAR }], 8, 0);
      if (!line) continue;
      this.y = PAGE.height - PAGE.margin / 2 - 8;
      this.drawLine(line, 8, (PAGE.width - line.width) / 2);
    }
  }

  async finish(): Promise<Buffer> {
    this.pageNumbers();
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

/** The page text as an A4 PDF in its language. */
export async function pagePdf(input: PdfInput, fonts: FontSet): Promise<Buffer> {
  const writer = new PdfWriter(input, fonts);
  writer.blocks(input.text.blocks);
  return writer.finish();
}
