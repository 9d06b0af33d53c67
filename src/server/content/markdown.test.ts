import { describe, expect, it } from 'vitest';
import { type Block, type Inline, blocksText, titleOf } from '@shared/content';
import { markdownProblems, parseMarkdown, splitContentFile } from './markdown';

const text = (value: string): Inline => ({ type: 'text', text: value });
/** The inlines of a one-paragraph text. */
function inlines(source: string, values: Record<string, string> = {}): Inline[] {
  const [block] = parseMarkdown(source, values);
  if (block?.type !== 'paragraph') throw new Error(`not a paragraph: ${JSON.stringify(block)}`);
  return block.children;
}

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\ncontinues.\n\n## Part\n- one\n- two\n\n1. a\n2. b\n\n> quoted');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list', 'quote']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [text('First line\ncontinues.')] });
    expect(blocks[3]).toEqual({
      type: 'list',
      ordered: false,
      start: null,
      tight: true,
      items: [
        { checked: null, children: [{ type: 'paragraph', children: [text('one')] }] },
        { checked: null, children: [{ type: 'paragraph', children: [text('two')] }] },
      ],
    });
    expect(blocks[4]).toMatchObject({ ordered: true, start: 1 });
    expect(blocks[5]).toEqual({ type: 'quote', children: [{ type: 'paragraph', children: [text('quoted')] }] });
    expect(titleOf(blocks)).toBe('Title');
  });

  it('reads headings of all six levels', () => {
    const blocks = parseMarkdown('# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\n####### 7');
    expect(blocks.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', level, children: [text(String(level))] })));
    expect(blocks[6]).toEqual({ type: 'paragraph', children: [text('####### 7')] });
  });

  it('reads nested lists as items holding lists, loose lists as such, and an ordered list’s start', () => {
    const [list] = parseMarkdown('- fruit\n  - apple\n  - pear\n    1. seed\n- bread');
    expect(list).toMatchObject({
      type: 'list',
      tight: true,
      items: [
        {
          children: [
            { type: 'paragraph', children: [text('fruit')] },
            { type: 'list', items: [{ children: [{ type: 'paragraph' }] }, { children: [{ type: 'paragraph' }, { type: 'list', ordered: true, items: [{ children: [{ children: [text('seed')] }] }] }] }] },
          ],
        },
        { children: [{ type: 'paragraph', children: [text('bread')] }] },
      ],
    });
    expect(parseMarkdown('1. a\n\n2. b')[0]).toMatchObject({ tight: false });
    expect(parseMarkdown('3. c\n4. d')[0]).toMatchObject({ ordered: true, start: 3 });
    expect(parseMarkdown('- [x] done\n- [ ] open')[0]).toMatchObject({ items: [{ checked: true }, { checked: false }] });
  });

  it('reads inline emphasis, strikethrough, code, line breaks, links and hidden names', () => {
    expect(inlines('A **bold** and *soft* ~~old~~ `npm run dev` [link](/cv) to [[hidden:Dqqd]].  \nNext')).toEqual([
      text('A '),
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'em', children: [text('soft')] },
      text(' '),
      { type: 'delete', children: [text('old')] },
      text(' '),
      { type: 'code', text: 'npm run dev' },
      text(' '),
      { type: 'link', href: '/cv', children: [text('link')] },
      text(' to '),
      { type: 'hidden', shifted: 'Dqqd' },
      text('.'),
      { type: 'break' },
      text('Next'),
    ]);
    expect(inlines('`**not bold** [[hidden:x]]`')).toEqual([{ type: 'code', text: '**not bold** [[hidden:x]]' }]);
  });

  it('reads tables with their alignment', () => {
    expect(parseMarkdown('| Room | m² |\n|:--|--:|\n| Kitchen | *14* |\n| Hall | 9 |')).toEqual([
      {
        type: 'table',
        align: ['left', 'right'],
        head: [[text('Room')], [text('m²')]],
        rows: [
          [[text('Kitchen')], [{ type: 'em', children: [text('14')] }]],
          [[text('Hall')], [text('9')]],
        ],
      },
    ]);
  });

  it('reads images with a site path or an https address, and keeps only the alternative text of others', () => {
    expect(inlines('![The garden](/media/garden.jpg "In May")')).toEqual([{ type: 'image', src: '/media/garden.jpg', alt: 'The garden', title: 'In May' }]);
    expect(inlines('![Logo](https://example.org/logo.png)')).toEqual([{ type: 'image', src: 'https://example.org/logo.png', alt: 'Logo', title: null }]);
    expect(inlines('![x](javascript:alert(1))')).toEqual([text('x')]);
    expect(inlines('![x](data:image/png;base64,AAAA)')).toEqual([text('x')]);
  });

  it('reads code blocks and rules', () => {
    expect(parseMarkdown('```sh\nnpm start\n```\n\n---\n\n    indented')).toEqual([
      { type: 'code', lang: 'sh', text: 'npm start' },
      { type: 'rule' },
      { type: 'code', lang: null, text: 'indented' },
    ]);
  });

  it('keeps markup-looking text as text and drops unsafe link addresses', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', children: [text('<script>alert(1)</script>')] }]);
    expect(inlines('a <b onclick="x()">b</b>')).toEqual([text('a <b onclick="x()">b</b>')]);
    expect(inlines('[click](javascript:alert(1)) [x](//evil.example)')).toEqual([text('click x')]);
    expect(inlines('[mail](mailto:a@b.example) [web](https://a.example/x) [top](#top)').filter((inline) => inline.type === 'link')).toHaveLength(3);
  });

  it('resolves reference links', () => {
    expect(inlines('See [the CV][cv].\n\n[cv]: /cv')).toEqual([text('See '), { type: 'link', href: '/cv', children: [text('the CV')] }, text('.')]);
  });

  it('fills placeholders after parsing, so a value is never read as Markdown', () => {
    expect(inlines('By {{owner.name}}, {{unknown}}.', { 'owner.name': '*Ann* [x](/y)' })).toEqual([text('By *Ann* [x](/y), {{unknown}}.')]);
    expect(inlines('[write]({{mail}})', { mail: 'mailto:ann@a.example' })).toEqual([{ type: 'link', href: 'mailto:ann@a.example', children: [text('write')] }]);
  });

  it('isolates placeholders whose values are phone numbers, mail or web addresses left to right', () => {
    const values = { phone: '+1 555 0100', mail: 'ann@a.example', web: 'https://a.example', city: 'Berlin', zip: '10115' };
    expect(inlines('الهاتف: {{phone}}، {{city}} {{zip}}', values)).toEqual([
      text('الهاتف: '),
      { type: 'ltr', children: [text('+1 555 0100')] },
      text('، Berlin 10115'),
    ]);
    expect(inlines('[{{mail}}](mailto:{{mail}}) [{{web}}]({{web}})', values)).toEqual([
      { type: 'link', href: 'mailto:ann@a.example', children: [{ type: 'ltr', children: [text('ann@a.example')] }] },
      text(' '),
      { type: 'link', href: 'https://a.example', children: [{ type: 'ltr', children: [text('https://a.example')] }] },
    ]);
  });

  it('isolates a link that shows its own address left to right', () => {
    expect(inlines('<https://a.example/x> or ann@a.example')).toEqual([
      { type: 'link', href: 'https://a.example/x', children: [{ type: 'ltr', children: [text('https://a.example/x')] }] },
      text(' or '),
      { type: 'link', href: 'mailto:ann@a.example', children: [{ type: 'ltr', children: [text('ann@a.example')] }] },
    ]);
  });

  it('reads :ltr[…] as a value read left to right and :lang[…]{lang=…} as a word in another language', () => {
    expect(inlines('الرمز :ltr[AB-12/3] و:lang[*-able*]{lang=en} و:lang[שלום]{lang=he}')).toEqual([
      text('الرمز '),
      { type: 'ltr', children: [text('AB-12/3')] },
      text(' و'),
      { type: 'foreign', lang: 'en', dir: 'ltr', children: [{ type: 'em', children: [text('-able')] }] },
      text(' و'),
      { type: 'foreign', lang: 'he', dir: 'rtl', children: [text('שלום')] },
    ]);
    expect(inlines(':lang[salam]{lang=AR-eg}')).toEqual([{ type: 'foreign', lang: 'ar-EG', dir: 'rtl', children: [text('salam')] }]);
    expect(inlines(':lang[كتاب]{lang=en-Arab}')).toMatchObject([{ dir: 'rtl' }]);
  });

  it('keeps a colon before a word as text, and reports a mistyped directive or a missing language', () => {
    expect(inlines('Note:this [[hidden:Ehuwd]] 17:00')).toEqual([text('Note:this '), { type: 'hidden', shifted: 'Ehuwd' }, text(' 17:00')]);
    expect(inlines(':lnag[un-]{lang=en}')).toEqual([text(':lnag[un-]{lang=en}')]);
    expect(markdownProblems('a :lnag[un-]{lang=en}\n\nb :lang[un-] c :lang[x]{lang=1x}\n\n::note')).toEqual([
      'line 1: unknown directive :lnag',
      'line 3: :lang needs a language, as :lang[un-]{lang=en} (found "")',
      'line 3: :lang needs a language, as :lang[un-]{lang=en} (found "1x")',
      'line 5: unknown directive ::note',
    ]);
    expect(markdownProblems('Note:this [[hidden:Ehuwd]] :lang[un-]{lang=en} :ltr[+1 555]')).toEqual([]);
  });

  it('gives the text of blocks without markup', () => {
    const blocks: Block[] = parseMarkdown('- a **b**\n  - c\n\n> d `e`\n\n| f | g |\n|---|---|\n| h | i |');
    expect(blocksText(blocks)).toBe('a b\nc\nd e\nf g\nh i');
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
