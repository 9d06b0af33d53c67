// The first render of a public page against a hit in the page cache: the addresses of the public
// sites' sitemaps, each asked for once (a first render, with the product's event loop watched for
// its longest block) and then again (served from the cache), a browser's Accept-Encoding each time.
import { get } from './http.mjs';
import { longestBlockDuring } from './servers.mjs';
import { median } from './stats.mjs';

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** The public pages of the sites' sitemaps, the sites taking turns, so every round mixes them. */
export async function sitemapPages(port, domains) {
  const perSite = [];
  for (const domain of domains) {
    const { body } = await get(port, domain, '/sitemap.xml');
    const pages = [...body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const address = new URL(loc.replaceAll('&amp;', '&'));
      return { host: domain, path: `${address.pathname}${address.search}` };
    });
    perSite.push(pages.filter((page) => page.path !== '/'));
  }
  const mixed = [];
  for (let index = 0; perSite.some((pages) => index < pages.length); index += 1) {
    for (const pages of perSite) if (index < pages.length) mixed.push(pages[index]);
  }
  return mixed;
}

async function timeAll(port, pages) {
  const times = [];
  const statuses = new Set();
  for (const page of pages) {
    const { ms, status } = await get(port, page.host, page.path, BROWSER);
    times.push(ms);
    statuses.add(status);
  }
  return { times, statuses: [...statuses] };
}

const statusNote = (statuses) => (statuses.some((status) => status !== 200) ? ` (statuses ${statuses.join(', ')})` : '');

/**
 * The two sides of the row, one round each call: the product side renders the next perRound
 * pages for the first time, the anchor side asks for the same pages again. blocks collects the
 * longest event-loop block of each round's first renders; firstMax the slowest first render.
 */
export function firstRenderSides({ child, port, pages, perRound }) {
  let round = 0;
  let current = [];
  const record = { blocks: [], firstMax: [], cachedMax: [] };
  return {
    record,
    product: async () => {
      current = pages.slice(round * perRound, (round + 1) * perRound);
      round += 1;
      if (current.length === 0) throw new Error('The sitemaps have too few pages for this many rounds (BENCH_FIRST_RENDERS)');
      const { result, blockMs } = await longestBlockDuring(child, () => timeAll(port, current));
      const max = Math.max(...result.times);
      record.blocks.push(blockMs);
      record.firstMax.push(max);
      return { value: median(result.times), detail: `${current.length} first renders, median ${median(result.times).toFixed(1)} ms, max ${max.toFixed(1)} ms, longest event-loop block ${blockMs.toFixed(1)} ms${statusNote(result.statuses)}` };
    },
    anchor: async () => {
      const result = await timeAll(port, current);
      const max = Math.max(...result.times);
      record.cachedMax.push(max);
      return { value: median(result.times), detail: `cached hits, median ${median(result.times).toFixed(2)} ms, max ${max.toFixed(1)} ms${statusNote(result.statuses)}` };
    },
  };
}
