import { describe, expect, it } from 'vitest';
import { titleOf } from '@shared/content';
import { parseInline, parseMarkdown, splitContentFile } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\ncontinues.\n\n## Part\n- one\n- two\n\n1. a\n2. b\n> quoted');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'quote']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line continues.' }] });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[4]).toMatchObject({ ordered: true });
    expect(titleOf(blocks)).toBe('Title');
  });

  it('reads inline emphasis, links and hidden names', () => {
    expect(parseInline('A **bold** and *soft* [link](/cv) to [[hidden:Dqqd]].')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'soft' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/cv', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: ' to ' },
      { type: 'hidden', shifted: 'Dqqd' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps markup-looking text as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});

describe('splitContentFile', () => {
  it('reads the description of the front matter and returns the body after it', () => {
    const file = splitContentFile('---\r\ndescription: Food for 200 people: every Friday.\r\n---\r\n# Title\n\nText');
    expect(file).toEqual({ description: 'Food for 200 people: every Friday.', image: null, body: '# Title\n\nText' });
    expect(splitContentFile('---\nimage: /media/a.example/images/cafe.jpg\n---\n# T').image).toBe('/media/a.example/images/cafe.jpg');
    expect(splitContentFile('---\nimage: javascript:alert(1)\n---\n# T').image).toBeNull();
  });

  it('treats a file without front matter as all body', () => {
    expect(splitContentFile('# Title\n---\nText')).toEqual({ description: null, image: null, body: '# Title\n---\nText' });
  });
});
