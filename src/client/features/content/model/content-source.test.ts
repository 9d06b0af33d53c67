import { describe, expect, it } from 'vitest';
import { contentFileName, loadContent } from './content-source';

const loaders = {
  '../../content/forum/en/home.md': async () => '# Home',
  '../../content/forum/de/home.md': async () => '# Start',
  '../../content/forum/en/news.md': async () => '# News',
  '../../content/forum/ru/news.md': async () => {
    throw new Error('offline');
  },
};

describe('loadContent', () => {
  it('loads the file of the language', async () => {
    expect(await loadContent(loaders, 'de', 'home.md')).toEqual({ value: '# Start', language: 'de', fallback: false });
  });
  it('falls back to English for a missing or failing file and says so', async () => {
    expect(await loadContent(loaders, 'it', 'news.md')).toEqual({ value: '# News', language: 'en', fallback: true });
    expect(await loadContent(loaders, 'ru', 'news.md')).toMatchObject({ fallback: true });
    expect(await loadContent(loaders, 'en', 'news.md')).toMatchObject({ fallback: false });
  });
  it('rejects when no language has the file', async () => {
    await expect(loadContent(loaders, 'de', 'missing.md')).rejects.toThrow(/missing\.md/);
  });
});

describe('contentFileName', () => {
  it('maps route paths to file names', () => {
    expect(contentFileName('')).toBe('home');
    expect(contentFileName('intern/1971')).toBe('intern__1971');
  });
});
