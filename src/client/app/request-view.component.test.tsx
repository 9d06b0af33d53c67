// The HTTPS notice and the unknown-domain page keep their own document title (the server wrote the
// first one) when a flag switches the language in place: these pages have no router to do it.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PageContext, PageView } from '@shared/page-context';
import { renderInApp } from '@client/testing/test-i18n';
import { requestView } from './request-view';

const contextOf = (view: PageView) => ({ view, site: { domain: 'diakonie-forum.example' }, domains: ['diakonie-forum.example'] }) as unknown as PageContext;

describe('requestView', () => {
  afterEach(() => {
    document.title = '';
  });

  it.each([
    { view: { kind: 'https-notice', protocol: 'http', url: 'http://diakonie-forum.example/', port: 80 } as const, english: 'HTTPS required', german: 'HTTPS erforderlich' },
    { view: { kind: 'unknown-domain', domain: 'nowhere.example' } as const, english: 'Unknown domain', german: 'Unbekannte Domain' },
  ])('titles the $view.kind page in the language the flags choose', async ({ view, english, german }) => {
    const { screen } = await renderInApp(requestView(contextOf(view), () => undefined));
    await expect.poll(() => document.title).toBe(`${english} | diakonie-forum.example`);
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await expect.poll(() => document.title).toBe(`${german} | diakonie-forum.example`);
  });
});
