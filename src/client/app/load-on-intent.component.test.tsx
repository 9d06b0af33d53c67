// The common routes' table loads when the visitor shows that a navigation may follow (a link
// pointed at, touched or focused), once, and not for anything else on the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadOnIntent } from './load-on-intent';

function page(): { link: HTMLAnchorElement; text: HTMLParagraphElement; button: HTMLButtonElement } {
  document.body.innerHTML = '<p>Text</p><button type="button">Menu</button><a href="/login"><span>Log in</span></a>';
  return { link: document.querySelector('a')!, text: document.querySelector('p')!, button: document.querySelector('button')! };
}

describe('loadOnIntent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing while the visitor points at or focuses what is no link', async () => {
    const { text, button } = page();
    // The pointer stays where an earlier test left it, which may now be over the new link: moved
    // off it before listening, so only what follows counts.
    await userEvent.hover(text);
    const load = vi.fn(() => Promise.resolve());
    loadOnIntent(document, load);
    await userEvent.hover(button);
    await userEvent.hover(text);
    button.focus();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once the pointer is over a link (or what it holds), and only once', async () => {
    const { link, text } = page();
    const load = vi.fn(() => Promise.resolve());
    loadOnIntent(document, load);
    await userEvent.hover(link.querySelector('span')!);
    await userEvent.hover(text);
    await userEvent.hover(link);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when a link gets the keyboard focus, and a failed load is no unhandled error', async () => {
    const { link } = page();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadOnIntent(document, load);
    link.focus();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(load.mock.results[0]!.value).rejects.toThrow('offline');
  });
});
