// The first render of a public page against a hit in the page cache: addresses of the public
// sites' sitemaps, each asked for once (a first render, with the product's event loop watched for
// its longest block) and then again (served from the cache), a browser's Accept-Encoding each time.
// A page is rendered first only once per process, so each round restarts the product and renders
// the same pages: rounds that rendered different pages (of different sizes) disagreed by up to a
// third. Before them, as many other pages are rendered unmeasured, so the code that renders them is
// warm (loaded and compiled) as in a server that has been up a while.
import { get } from './http.mjs';
import { longestBlockDuring } from './servers.mjs';
import { median } from './stats.mjs';

const BROWSER = { 'accept-encoding': 'br, gzip' };
const CACHED_HITS_PER_PAGE = 5;

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
 * The two sides of the row, one round each call: the product side restarts the product (restart()
 * answers its new process), renders the warm-up pages, then the measured ones for the first time;
 * the anchor side asks for the measured pages again. blocks collects the longest event-loop block of
 * each round's first renders; firstMax the slowest first render.
 */
export function firstRenderSides({ port, pages, perRound, restart }) {
  const measured = pages.slice(0, perRound);
  const warmUp = pages.slice(perRound, 2 * perRound);
  if (warmUp.length < perRound) throw new Error('The sitemaps have too few pages for this many first renders (BENCH_FIRST_RENDERS)');
  const record = { blocks: [], firstMax: [], cachedMax: [] };
  return {
    record,
    product: async () => {
      const child = await restart();
      await timeAll(port, warmUp);
      const { result, blockMs } = await longestBlockDuring(child, () => timeAll(port, measured));
      const max = Math.max(...result.times);
      record.blocks.push(blockMs);
      record.firstMax.push(max);
      return { value: median(result.times), detail: `${measured.length} first renders, median ${median(result.times).toFixed(1)} ms, max ${max.toFixed(1)} ms, longest event-loop block ${blockMs.toFixed(1)} ms${statusNote(result.statuses)}` };
    },
    anchor: async () => {
      // A cached hit is well under a millisecond, where one sample is mostly the machine's jitter: each page five times.
      const result = await timeAll(port, Array.from({ length: CACHED_HITS_PER_PAGE }, () => measured).flat());
      const max = Math.max(...result.times);
      record.cachedMax.push(max);
      return { value: median(result.times), detail: `cached hits, median ${median(result.times).toFixed(2)} ms, max ${max.toFixed(1)} ms${statusNote(result.statuses)}` };
    },
  };
}
