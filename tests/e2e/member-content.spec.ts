// Members-only page texts never leave the server without a session: no sentence of any internal,
// entitled or member page (content/<set>/<lang>/intern__*.md, content/members/**) may stand in
// any file of the built client, which every visitor can download.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { LANGUAGE_CODES } from '@shared/languages';
import { SITE_SETS } from '@shared/site-registry';
import { MEMBER_CONTENT_FOLDER, SITE_PAGES, contentFileName } from '@shared/site-pages';
import { CLIENT_DIR } from './support/hosts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

function memberTextFiles(): string[] {
  const internal = SITE_SETS.flatMap((set) => SITE_PAGES[set].internal.flatMap((page) => LANGUAGE_CODES.map((lang) => `content/${set}/${lang}/${contentFileName(page)}.md`)));
  const members = files(`content/${MEMBER_CONTENT_FOLDER}`);
  return [...internal, ...members].filter((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** The sentences of a text file: plain words, long enough to be unmistakable. */
function sentences(markdown: string): string[] {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.replace(/^[-*>]\s+|^\d+\.\s+/, '').replace(/\*\*|\*|\[\[hidden:[^\]]+\]\]|\{\{[^}]+\}\}|\[([^\]]+)\]\([^)]+\)/g, '$1'))
    .flatMap((line) => line.split(/(?<=[.!?;:])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30);
}

/** What a visitor's browser would read: built text files with \uXXXX escapes resolved. */
function builtText(): string {
  return files(CLIENT_DIR)
    .filter((file) => /\.(js|css|html|json|txt|svg|webmanifest|md|vtt|xml)$/.test(file))
    .map((file) => readFileSync(file, 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .join('\n');
}

test('no sentence of a members-only page is in any file of the built client', () => {
  const built = builtText();
  // The search itself works: an interface sentence every visitor gets is found.
  expect(built).toContain('HTTP is no longer supported. Use HTTPS instead.');
  const sources = memberTextFiles();
  expect(sources.length).toBeGreaterThanOrEqual(3 * 2 + 3 * 2);
  const leaked = sources.flatMap((file) => sentences(readFileSync(file, 'utf8')).filter((sentence) => built.includes(sentence)).map((sentence) => `${file}: ${sentence}`));
  expect(leaked).toEqual([]);
});
