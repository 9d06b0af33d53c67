// The content worker (docs/decisions/029): parses every public page text of every site and language
// in a thread of its own and posts each to the main thread's ContentStore (prepareInWorker), so no
// first render for a visitor parses Markdown on the event loop. workerData: the content
// folder and the site registry. Each text is posted alone, so the main thread receives small
// messages between its requests rather than one large one.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteRegistry } from '@shared/site-registry';
import { ContentStore, publicTextJobs } from './content-store';

const { root, registry } = workerData as { root: string; registry: SiteRegistry };
const store = new ContentStore(root, registry);
const sites = new Map(registry.sites.map((site) => [site.id, site]));
const posted = new Set<string>();
for (const job of publicTextJobs(registry)) {
  const parsed = store.parsed(sites.get(job.siteId)!, job.folder, job.page, job.language);
  // English stands in for several languages under one key: posted once.
  if (!parsed || posted.has(parsed.key)) continue;
  posted.add(parsed.key);
  parentPort!.postMessage(parsed);
}
parentPort!.postMessage({ done: true });
