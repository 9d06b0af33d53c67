import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@client/core/i18n/i18n';
import { type PageState, parsePageState, serializePageState } from './page-state';

const routeError = (status: number, statusText: string, data: unknown) => ({ status, statusText, data, internal: false });

function state(catalogues: Record<string, Catalogue>): PageState {
  return {
    context: { language: 'de', title: 'Grüße </script><script>alert(1)</script> \u2028 \u2029' } as unknown as PageState['context'],
    router: { loaderData: { page: { text: '<b>&</b>' } }, actionData: null, errors: null },
    catalogues,
  };
}

describe('the page state', () => {
  it('is the JSON of the state with nothing that could end the script element or break a line', () => {
    const catalogues = { translation: { greeting: 'Hallo </script>', line: 'a\u2028b' }, game: { title: 'Spiel' } };
    const text = serializePageState(state(catalogues));
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    const plain = JSON.stringify(state(catalogues)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    expect(text).toBe(plain);
    expect(parsePageState(text, routeError)).toEqual(state(catalogues));
  });

  it('writes each catalogue out once and reuses the text in later pages', () => {
    let written = 0;
    const catalogue = { greeting: 'Hallo', toJSON: () => (written++, { greeting: 'Hallo' }) } as unknown as Catalogue;
    const first = serializePageState(state({ translation: catalogue }));
    const second = serializePageState(state({ translation: catalogue }));
    expect(second).toBe(first);
    expect(written).toBe(1);
    expect(parsePageState(first, routeError).catalogues).toEqual({ translation: { greeting: 'Hallo' } });
  });

  it('carries route errors in a plain form and makes them errors again', () => {
    const withError: PageState = { ...state({}), router: { loaderData: {}, actionData: null, errors: { page: new Error('broken') } } };
    const read = parsePageState(serializePageState(withError), routeError);
    expect(read.router?.errors?.page).toEqual(new Error('broken'));
    expect(isRouteErrorResponse(read.router?.errors?.page)).toBe(false);
  });

  it('marks an app shell, which carries no router data, and leaves the mark out of every page', () => {
    const shell: PageState = { ...state({}), router: null, shell: true };
    expect(parsePageState(serializePageState(shell), routeError)).toEqual(shell);
    expect(serializePageState(state({}))).not.toContain('"shell"');
  });

  it('marks a page of the common routes and leaves the mark out of every other page', () => {
    const common: PageState = { ...state({}), commonRoutes: true };
    expect(parsePageState(serializePageState(common), routeError)).toEqual(common);
    expect(serializePageState(state({}))).not.toContain('"commonRoutes"');
  });
});
