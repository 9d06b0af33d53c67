// Critical CSS (issue 19, docs/decisions/024): the entry stylesheet — the shell's and every plain page's
// styles, about 3 KiB compressed — is written into the page template's <head> instead of linked,
// so the HTML alone paints the page with no request before first paint. The CSP allows exactly
// these styles by their hashes (they apply to print as well). The link stays, disabled: the browser
// does not fetch it, and Vite's loader of route modules (which lists the entry stylesheet among
// their dependencies and adds a link for any it does not find) finds it there instead of adding it.
import { createHash } from 'node:crypto';

/** A stylesheet link of the built template, with its address. */
const STYLESHEET_LINK = /<link rel="stylesheet"((?: crossorigin)?) href="(\/assets\/[^"]+\.css)">/g;

export interface InlinedStyles {
  template: string;
  /** The CSP sources ('sha256-…') of the inline styles, for style-src. */
  hashes: string[];
}

/** The CSP source that allows exactly this inline style. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The template with each linked build stylesheet inlined before its link, which is then disabled
 * (never fetched); readStyle gives a stylesheet's text by address (undefined leaves its link as it is).
 */
export function inlineStylesheets(template: string, readStyle: (href: string) => string | undefined): InlinedStyles {
  const hashes: string[] = [];
  const inlined = template.replace(STYLESHEET_LINK, (link, crossorigin: string, href: string) => {
    const css = readStyle(href);
    // Text that could end the element stays a plain link (the build's CSS never has it).
    if (css === undefined || /<\/style/i.test(css)) return link;
    hashes.push(styleHash(css));
    return `<style>${css}</style><link rel="stylesheet"${crossorigin} href="${href}" disabled>`;
  });
  return { template: inlined, hashes };
}
