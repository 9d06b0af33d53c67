// Reads every content file once at start-up (content/<folder>/<lang>/<page>.md and its companion
// <page>.json) and hands out page texts per site and language, English standing in for a missing
// language. Texts are parsed and their placeholders filled on first use, then kept.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Block, type PageText, plainText, titleOf } from '@shared/content';
import { FALLBACK_LANGUAGE, type LanguageCode, isLanguageCode } from '@shared/languages';
import { fillPlaceholders } from '@shared/placeholders';
import type { Site, SiteRegistry } from '@shared/site-registry';
import { contentFileName } from '@shared/site-pages';
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

export class ContentStore {
  private readonly files = new Map<string, SourceFile>();
  private readonly texts = new Map<string, PageText>();

  /** Reads the whole content folder; throws naming the file when a companion JSON file is invalid. */
  constructor(
    root: string,
    private readonly registry: SiteRegistry,
  ) {
    if (!existsSync(root)) throw new Error(`The content folder ${root} does not exist (CONTENT_DIR).`);
    for (const folder of readdirSync(root)) {
      const folderPath = path.join(root, folder);
      if (!statSync(folderPath).isDirectory()) continue;
      for (const language of readdirSync(folderPath).filter(isLanguageCode)) {
        const languagePath = path.join(folderPath, language);
        for (const file of readdirSync(languagePath).filter((name) => name.endsWith('.md'))) {
          const base = file.slice(0, -'.md'.length);
          const jsonFile = path.join(languagePath, `${base}.json`);
          let json: unknown = null;
          if (existsSync(jsonFile)) {
            try {
              json = JSON.parse(readFileSync(jsonFile, 'utf8'));
            } catch (error) {
              throw new Error(`${jsonFile}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
            }
          }
          this.files.set(`${folder}/${language}/${base}`, { markdown: readFileSync(path.join(languagePath, file), 'utf8'), json });
        }
      }
    }
  }

  /** Whether a text exists in that language itself (no fallback). */
  has(folder: string, page: string, language: LanguageCode): boolean {
    return this.files.has(`${folder}/${language}/${contentFileName(page)}`);
  }

  /** The page's text for the site in the language, else in English; null when neither exists. */
  text(site: Site, folder: string, page: string, language: LanguageCode): PageText | null {
    const written = this.has(folder, page, language) ? language : FALLBACK_LANGUAGE;
    const key = `${site.id}/${folder}/${written}/${page}`;
    const known = this.texts.get(key);
    if (known) return { ...known, fallback: written !== language };
    const source = this.files.get(`${folder}/${written}/${contentFileName(page)}`);
    if (!source) return null;
    const { description, image, body } = splitContentFile(source.markdown);
    const values = placeholderValues(this.registry, site);
    const blocks = parseMarkdown(fillPlaceholders(body, values));
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
    return { ...text, fallback: written !== language };
  }

  /** Every file's Markdown, for the checks that member texts never leave the server unasked. */
  entries(): { key: string; markdown: string }[] {
    return [...this.files].map(([key, file]) => ({ key, markdown: file.markdown }));
  }
}
