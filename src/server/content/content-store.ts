// Reads every content file once at start-up (content/<folder>/<lang>/<page>.md and its companion
// <page>.json) and hands out page texts per site and language, English standing in for a missing
// language. Texts are parsed and their placeholders filled on first use, then kept. In production a
// worker thread (content-worker.ts) parses every text after start and hands them over one by one, so
// a page's first render does not parse Markdown on the event loop (docs/decisions/029): a parse
// takes 2–20 ms, the longest over 200 ms. Member texts are parsed on first use (decision 007).
// In development (npm run dev) a watcher hands each changed
// file to refresh(), so an edit shows on the next request.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Block, type PageText, plainText, titleOf } from '@shared/content';
import { fillPlaceholders } from '@shared/placeholders';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode, isLanguageCode } from '@shared/languages';
import type { Site, SiteRegistry } from '@shared/site-registry';
import { MEMBER_TEXT_PAGES, SITE_PAGES, contentFileName, findTextPage } from '@shared/site-pages';
import { parseMarkdown, splitContentFile } from './markdown';
import { placeholderValues } from './placeholders';

const DESCRIPTION_LIMIT = 160;

/** A description from the first paragraph when the file has none: whole words, at most 160 characters. */
export function describeFromText(blocks: Block[]): string {
  const paragraph = blocks.find((block) => block.type === 'paragraph');
  const text = paragraph && paragraph.type === 'paragraph' ? plainText(paragraph.children).replace(/\s+/g, ' ').trim() : '';
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

interface SourceFile {
  markdown: string;
  json: unknown;
}

/** One text a site can show: its content folder, route path and language. */
export interface TextJob {
  siteId: string;
  folder: string;
  page: string;
  language: LanguageCode;
}

/**
 * Every public text of every site in every language: the ones a first render for a visitor needs.
 * Member texts are parsed when a member first asks for one (the server keeps fewer texts at rest,
 * docs/decisions/007; a member's page is rendered per request anyway).
 */
export function publicTextJobs(registry: SiteRegistry): TextJob[] {
  const jobs: TextJob[] = [];
  for (const site of registry.sites) {
    const { pages, internal } = SITE_PAGES[site.set];
    for (const page of [...pages, ...internal, ...Object.keys(MEMBER_TEXT_PAGES)]) {
      const found = findTextPage(site.set, page);
      if (found?.access !== 'public') continue;
      for (const language of LANGUAGE_CODES) jobs.push({ siteId: site.id, folder: found.folder, page, language });
    }
  }
  return jobs;
}

/** A text parsed by the worker, under the store's key for it. */
export interface ParsedText {
  key: string;
  text: PageText;
}

export class ContentStore {
  private readonly files = new Map<string, SourceFile>();
  private readonly texts = new Map<string, PageText>();
  /** Counts refresh(): a worker's texts parsed from files read before it are not taken. */
  private generation = 0;

  /**
   * Reads the whole content folder; throws naming the file when a companion JSON file is invalid.
   * parse is parseMarkdown (a test passes a counting one).
   */
  constructor(
    private readonly root: string,
    private readonly registry: SiteRegistry,
    private readonly parse: typeof parseMarkdown = parseMarkdown,
  ) {
    if (!existsSync(root)) throw new Error(`The content folder ${root} does not exist (CONTENT_DIR).`);
    for (const folder of readdirSync(root)) {
      const folderPath = path.join(root, folder);
      if (!statSync(folderPath).isDirectory()) continue;
      for (const language of readdirSync(folderPath).filter(isLanguageCode)) {
        for (const file of readdirSync(path.join(folderPath, language)).filter((name) => name.endsWith('.md'))) {
          this.read(folder, language, file.slice(0, -'.md'.length));
        }
      }
    }
  }

  /** Reads one page's Markdown and companion JSON into the store, or drops the page when its Markdown is gone. */
  private read(folder: string, language: string, base: string): void {
    const key = `${folder}/${language}/${base}`;
    const file = path.join(this.root, folder, language, `${base}.md`);
    if (!existsSync(file)) {
      this.files.delete(key);
      return;
    }
    const jsonFile = path.join(this.root, folder, language, `${base}.json`);
    let json: unknown = null;
    if (existsSync(jsonFile)) {
      try {
        json = JSON.parse(readFileSync(jsonFile, 'utf8'));
      } catch (error) {
        throw new Error(`${jsonFile}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
    this.files.set(key, { markdown: readFileSync(file, 'utf8'), json });
  }

  /**
   * Reads a changed, added or removed file of the content folder again (a page's .md or .json) and
   * forgets the parsed texts; other files are ignored. Throws naming the file when its JSON is
   * invalid, keeping the page as it was.
   */
  refresh(file: string): void {
    const parts = path.relative(this.root, path.resolve(file)).split(path.sep);
    if (parts.length !== 3) return;
    const [folder, language, name] = parts as [string, string, string];
    const base = /^(.+)\.(md|json)$/.exec(name)?.[1];
    if (!base || !isLanguageCode(language) || folder === '..') return;
    this.read(folder, language, base);
    this.texts.clear();
    this.generation += 1;
  }

  /** Whether a text exists in that language itself (no fallback). */
  has(folder: string, page: string, language: LanguageCode): boolean {
    return this.files.has(`${folder}/${language}/${contentFileName(page)}`);
  }

  /** The page's text for the site in the language, else in English; null when neither exists. */
  text(site: Site, folder: string, page: string, language: LanguageCode): PageText | null {
    const parsed = this.parsed(site, folder, page, language);
    return parsed && { ...parsed.text, fallback: parsed.text.language !== language };
  }

  /** The text as kept (fallback false) and its key, parsing it here if no one has yet; null when neither language has it. */
  parsed(site: Site, folder: string, page: string, language: LanguageCode): ParsedText | null {
    const written = this.has(folder, page, language) ? language : FALLBACK_LANGUAGE;
    const key = `${site.id}/${folder}/${written}/${page}`;
    const known = this.texts.get(key);
    if (known) return { key, text: known };
    const source = this.files.get(`${folder}/${written}/${contentFileName(page)}`);
    if (!source) return null;
    const { description, image, body } = splitContentFile(source.markdown);
    const values = placeholderValues(this.registry, site);
    const blocks = this.parse(body, values);
    const text: PageText = {
      page,
      title: titleOf(blocks) ?? '',
      description: description ? fillPlaceholders(description, values) : describeFromText(blocks),
      image,
      blocks,
      language: written,
      fallback: false,
      extra: source.json,
    };
    this.texts.set(key, text);
    return { key, text };
  }

  /**
   * Parses every public text in a worker thread (workerFile: the built content-worker.js, or a module
   * that loads the TypeScript one in tests) and keeps each as it arrives, unless this thread parsed
   * it first or the files changed since. The event loop only receives finished texts. Resolves
   * with the count of texts taken once the worker is done; rejects if it fails (the store then
   * parses on first use, as without a worker).
   */
  prepareInWorker(workerFile: string | URL): { done: Promise<number>; stop: () => Promise<void>; taken: () => number } {
    const generation = this.generation;
    const worker = new Worker(workerFile, { workerData: { root: this.root, registry: this.registry } });
    worker.unref();
    let taken = 0;
    // terminate() ends a worker with code 1: after stop() (the server closing) that is no failure.
    let stopped = false;
    const done = new Promise<number>((resolve, reject) => {
      worker.on('message', (message: ParsedText | { done: true }) => {
        if ('done' in message) {
          resolve(taken);
          void worker.terminate();
          return;
        }
        if (generation !== this.generation || this.texts.has(message.key)) return;
        this.texts.set(message.key, message.text);
        taken += 1;
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 || stopped ? resolve(taken) : reject(new Error(`The content worker stopped with code ${code}`))));
    });
    const stop = async () => {
      stopped = true;
      await worker.terminate();
    };
    return { done, stop, taken: () => taken };
  }

  /** Every file's Markdown, for the checks that member texts never leave the server unasked. */
  entries(): { key: string; markdown: string }[] {
    return [...this.files].map(([key, file]) => ({ key, markdown: file.markdown }));
  }
}
