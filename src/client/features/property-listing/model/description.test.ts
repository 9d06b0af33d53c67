import { describe, expect, it } from 'vitest';
import { inlineSegments, parseDescription } from './description';

describe('the property description', () => {
  it('reads title, headings, paragraphs and lists', () => {
    const text = '# A house\n\nFirst line\ncontinues here.\n\n## Inside\n\n- one\n- two\n  wraps\n\nLast.\n';
    expect(parseDescription(text)).toEqual([
      { type: 'title', text: 'A house' },
      { type: 'paragraph', text: 'First line continues here.' },
      { type: 'heading', text: 'Inside' },
      { type: 'list', items: ['one', 'two wraps'] },
      { type: 'paragraph', text: 'Last.' },
    ]);
  });

  it('separates a list that follows a paragraph directly', () => {
    expect(parseDescription('Text\n- item')).toEqual([
      { type: 'paragraph', text: 'Text' },
      { type: 'list', items: ['item'] },
    ]);
  });

  it('finds bold words', () => {
    expect(inlineSegments('A **big** garden')).toEqual([
      { text: 'A ', strong: false },
      { text: 'big', strong: true },
      { text: ' garden', strong: false },
    ]);
    expect(inlineSegments('plain')).toEqual([{ text: 'plain', strong: false }]);
  });
});
