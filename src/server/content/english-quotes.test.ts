// English text uses typographic quotes and apostrophes throughout (“ ” ‘ ’), as the other
// languages use theirs: no straight ' or " in the English page texts and catalogues, outside code,
// link targets, HTML tags and placeholders.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const NOT_TEXT = /`[^`]*`|\]\([^)]*\)|<[^>]*>|\{\{[^}]*\}\}|\[\[[^\]]*\]\]/g;
const STRAIGHT = /['"]/;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

/** The lines of a Markdown page a reader sees (front matter values included), without code blocks. */
function markdownText(source: string): string[] {
  let code = false;
  return source.split('\n').flatMap((line) => {
    if (line.startsWith('```')) code = !code;
    return code || line.startsWith('```') ? [] : [line.replace(NOT_TEXT, '')];
  });
}

function catalogueTexts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node.replace(NOT_TEXT, '')]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => catalogueTexts(value, path ? `${path}.${key}` : key));
}

describe('English quotes', () => {
  const pages = filesUnder('content', (path) => path.split('/')[2] === 'en' && path.endsWith('.md'));
  const catalogues = filesUnder('src', (path) => /\/locales\/(pages\/)?en\.json$/.test(path));

  it('finds the English pages and catalogues', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(catalogues.length).toBeGreaterThan(10);
  });

  it.each(pages)('are typographic in %s', (file) => {
    expect(markdownText(readFileSync(file, 'utf8')).filter((line) => STRAIGHT.test(line))).toEqual([]);
  });

  it.each(catalogues)('are typographic in %s', (file) => {
    const texts = catalogueTexts(JSON.parse(readFileSync(file, 'utf8')));
    expect(texts.filter(([, text]) => STRAIGHT.test(text)).map(([key]) => key)).toEqual([]);
  });
});
