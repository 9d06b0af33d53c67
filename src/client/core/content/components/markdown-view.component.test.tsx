// The page tree of a content file as a visitor gets it in a real browser: headings to level 6,
// tables, images, code, nested and task lists, and values and foreign words isolated in their own
// direction inside right-to-left text.
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Block, Inline } from '@shared/content';
import { renderInApp } from '@client/testing/test-i18n';
import { MarkdownView } from './markdown-view';

const text = (value: string): Inline => ({ type: 'text', text: value });
const paragraph = (...children: Inline[]): Block => ({ type: 'paragraph', children });

const BLOCKS: Block[] = [
  ...([1, 2, 3, 4, 5, 6] as const).map((level): Block => ({ type: 'heading', level, children: [text(`Level ${level}`)] })),
  {
    type: 'table',
    align: [null, 'right'],
    head: [[text('Room')], [text('Size')]],
    rows: [[[text('Kitchen')], [text('14 m²')]]],
  },
  paragraph({ type: 'image', src: '/favicon.svg', alt: 'The garden in May', title: null }),
  paragraph(text('Run '), { type: 'code', text: 'npm start' }, text(' once.')),
  {
    type: 'list',
    ordered: false,
    start: null,
    tight: true,
    items: [
      { checked: null, children: [paragraph(text('Fruit')), { type: 'list', ordered: true, start: 3, tight: true, items: [{ checked: null, children: [paragraph(text('Apple'))] }] }] },
      { checked: true, children: [paragraph(text('Bread baked'))] },
      { checked: null, children: [paragraph({ type: 'link', href: '/intern', children: [text('Members only')] })] },
    ],
  },
  { type: 'code', lang: 'sh', text: 'npm run build\nnpm start' },
  { type: 'quote', children: [paragraph(text('Quoted'))] },
];

const ARABIC: Block[] = [
  paragraph(
    text('الهاتف: '),
    { type: 'ltr', children: [text('+1 555 0100')] },
    text('، والسابقة '),
    { type: 'foreign', lang: 'en', dir: 'ltr', children: [{ type: 'em', children: [text('un-')] }] },
  ),
];

describe('MarkdownView', () => {
  it('renders headings to level 6, tables, images, code and nested lists', async () => {
    const { screen } = await renderInApp(
      <MemoryRouter>
        <article className="page content-page">
          <MarkdownView blocks={BLOCKS} options={{ canOpen: (path) => path !== '/intern' }} />
        </article>
      </MemoryRouter>,
    );
    for (const level of [1, 2, 3, 4, 5, 6]) await expect.element(screen.getByRole('heading', { level, name: `Level ${level}` })).toBeVisible();
    const table = screen.getByRole('table');
    await expect.element(table.getByRole('columnheader', { name: 'Size' })).toHaveStyle({ textAlign: 'end' });
    await expect.element(table.getByRole('cell', { name: '14 m²' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'The garden in May' })).toHaveAttribute('src', '/favicon.svg');
    await expect.element(screen.getByText('npm start', { exact: true })).toHaveAttribute('dir', 'ltr');
    expect(screen.container.querySelector('pre')?.textContent).toBe('npm run build\nnpm start');

    const outer = screen.getByRole('list').first();
    await expect.element(outer.getByRole('listitem').first()).toHaveTextContent('FruitApple');
    const nested = screen.container.querySelector('ul > li > ol');
    expect(nested?.getAttribute('start')).toBe('3');
    expect(nested?.textContent).toBe('Apple');
    await expect.element(screen.getByRole('checkbox', { name: 'Bread baked' })).toBeChecked();
    // The item whose link the visitor may not open is left out.
    expect(screen.container.textContent).not.toContain('Members only');
    expect(screen.container.querySelector('blockquote > p')?.textContent).toBe('Quoted');
  });

  it('isolates values read left to right and words in another language inside right-to-left text', async () => {
    const { screen } = await renderInApp(
      <MemoryRouter>
        <article className="page content-page" lang="ar" dir="rtl">
          <MarkdownView blocks={ARABIC} options={{ canOpen: () => true }} />
        </article>
      </MemoryRouter>,
    );
    const phone = screen.container.querySelector('bdi')!;
    expect(phone.textContent).toBe('+1 555 0100');
    expect(getComputedStyle(phone)).toMatchObject({ direction: 'ltr', unicodeBidi: 'isolate' });
    const prefix = screen.container.querySelector('span[lang]')!;
    expect(prefix.getAttribute('lang')).toBe('en');
    expect(prefix.textContent).toBe('un-');
    expect(getComputedStyle(prefix)).toMatchObject({ direction: 'ltr', unicodeBidi: 'isolate' });
    // Shown as written: the hyphen stays on the right of "un", not before it as in "-un".
    const written = prefix.querySelector('em')!.firstChild!;
    const range = document.createRange();
    range.setStart(written, 0);
    range.setEnd(written, 2);
    const letters = range.getBoundingClientRect();
    range.setStart(written, 2);
    range.setEnd(written, 3);
    expect(range.getBoundingClientRect().left).toBeGreaterThanOrEqual(letters.right - 1);
  });
});
