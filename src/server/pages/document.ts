// The HTML document of a page: the client build's index.html with the page's <html> attributes,
// head tags and preloads, the inline boot script, the rendered markup and the page state. The
// build's entry script and the page's route chunks are named on the boot script's element, which
// adds them after the first paint (ENTRY_LOADER in boot-script.ts, docs/decisions/024): the
// document alone paints the page.
import { createHash } from 'node:crypto';
import type { Preloads } from './asset-manifest';
import { escapeHtml } from './head';

const MARKERS = ['<!--head-->', '<!--boot-->', '<!--root-->', '<!--state-->'] as const;

/** The entry script Vite writes into the built index.html (the development server's stays as it is). */
const BUILT_ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;

/** What a host that is not served gets: an empty page, so the browser shows nothing (SPEC §2). */
export const EMPTY_DOCUMENT = '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface DocumentParts {
  /** Attributes of <html>, e.g. lang, dir and the boot script's data attributes. */
  htmlAttributes: Record<string, string | true>;
  head: string;
  preloads: Preloads;
  root: string;
  /** The page state JSON, already safe inside a script element. */
  state: string;
  stateElementId: string;
}

export class DocumentTemplate {
  private readonly parts: string[];
  private readonly boot: string;
  /** The built entry's address, loaded by the boot script; null keeps the template's own script. */
  private readonly entry: string | null;

  /** The template must hold the four markers; the boot script is inlined and allowed by its hash. */
  constructor(
    template: string,
    bootScript: string,
  ) {
    const entry = BUILT_ENTRY.exec(template);
    this.entry = entry ? entry[1]! : null;
    const withoutHtmlTag = template.replace(BUILT_ENTRY, '').replace(/<html[^>]*>/, '<html>');
    this.parts = [];
    let rest = withoutHtmlTag;
    for (const marker of MARKERS) {
      const at = rest.indexOf(marker);
      if (at < 0) throw new Error(`index.html lacks the ${marker} marker`);
      this.parts.push(rest.slice(0, at));
      rest = rest.slice(at + marker.length);
    }
    this.parts.push(rest);
    this.boot = `${bootScript}</script>`;
  }

  compose({ htmlAttributes, head, preloads, root, state, stateElementId }: DocumentParts): string {
    const attributes = Object.entries(htmlAttributes)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
      .join('');
    const links = [
      ...preloads.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
      ...(this.entry ? [] : preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)),
    ].join('');
    const bootElement = this.entry ? `<script data-entry="${escapeHtml(this.entry)}" data-preload="${escapeHtml(preloads.scripts.join(' '))}">` : '<script>';
    const [beforeHead, beforeBoot, beforeRoot, beforeState, end] = this.parts as [string, string, string, string, string];
    return (
      beforeHead.replace('<html>', `<html${attributes}>`) +
      head +
      links +
      beforeBoot +
      bootElement +
      this.boot +
      beforeRoot +
      root +
      beforeState +
      `<script type="application/json" id="${stateElementId}">${state}</script>` +
      end
    );
  }
}
