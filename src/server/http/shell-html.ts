// Puts the public site registry into index.html as a JSON data block (not executed, so the
// strict CSP holds). The client reads it once at start-up; no extra request, no rebuild per host.
import type { SiteRegistry } from '../../shared/site-registry';

export const REGISTRY_ELEMENT_ID = 'site-registry';
const PLACEHOLDER = '<!--site-registry-->';

export function injectRegistry(html: string, registry: SiteRegistry): string {
  if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks the ${PLACEHOLDER} placeholder`);
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return html.replace(PLACEHOLDER, `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`);
}
