// Every page of every site has a content file in English and German with a title and real text.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_SETS } from '../../shared/site-registry';
import { contentFileName } from '../features/content/model/content-source';
import { parseMarkdown, titleOf } from '../features/content/model/markdown';
import { SITE_PAGES } from './site-pages';

const REQUIRED_LANGUAGES = ['en', 'de'] as const;

describe.each(SITE_SETS)('content of the %s site', (set) => {
  const pages = [...SITE_PAGES[set].pages, ...SITE_PAGES[set].internal];
  it.each(pages.flatMap((page) => REQUIRED_LANGUAGES.map((language) => [page || 'home', language] as const)))(
    'page %s exists in %s with a title and text',
    (page, language) => {
      const file = `content/${set}/${language}/${contentFileName(page === 'home' ? '' : page)}.md`;
      expect(existsSync(file), file).toBe(true);
      const text = readFileSync(file, 'utf8');
      const blocks = parseMarkdown(text);
      expect(titleOf(blocks), file).toBeTruthy();
      expect(text.length, file).toBeGreaterThan(400);
      expect(text, file).not.toMatch(/lorem ipsum|coming soon|TODO/i);
    },
  );
});
