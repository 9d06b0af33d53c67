// The statistics hydrate without a mismatch: the server cannot see the browser's local storage, so
// its HTML shows no numbers, and the browser shows the real ones right after hydrating.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeStoredValue } from '@shared/stored-value';
import { createSettingsStore } from '@client/core/settings/settings-store';
import { type TestApp, TestProviders, createTestApp } from '@client/testing/test-i18n';
import { namespaces } from './settings-page';
import { StatisticsSection } from './statistics-section';

/** What this browser keeps, counted as the page counts it: key and value, two bytes per character. */
function storedTotals() {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!);
  const characters = keys.reduce((sum, key) => sum + key.length + localStorage.getItem(key)!.length, 0);
  return { entries: keys.length, characters, bytes: characters * 2 };
}

describe('StatisticsSection', () => {
  let container: HTMLElement | null = null;
  let unmount: () => void = () => undefined;

  afterEach(() => {
    unmount();
    unmount = () => undefined;
    container?.remove();
    localStorage.clear();
  });

  it('renders no numbers on the server and hydrates to the stored ones without a recoverable error', async () => {
    const { i18n } = await createTestApp({ namespaces });
    // The browser keeps the settings (with the details shown) and an app's data.
    localStorage.clear();
    const browser: TestApp['settings'] = createSettingsStore(localStorage);
    browser.set({ statisticsToggle: true });
    browser.writeData('timeRecording.events', encodeStoredValue([{ id: 'e1', title: 'Choir rehearsal' }]));
    const totals = storedTotals();
    expect(totals.entries).toBeGreaterThan(10);

    // The server renders with a store without storage, as entry-server.tsx does.
    const server = { i18n, settings: createSettingsStore(null) } as TestApp;
    const html = renderToString(
      <TestProviders app={server}>
        <StatisticsSection />
      </TestProviders>,
    );

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = hydrateRoot(
      container,
      <TestProviders app={{ i18n, settings: browser } as TestApp}>
        <StatisticsSection />
      </TestProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    unmount = () => root.unmount();

    // Asked afresh each time: a mismatch would have replaced the server's elements.
    const usage = () => container?.querySelector('[data-testid="storage-usage"]')?.textContent;
    await expect.poll(usage).toBe(`${totals.entries} entries stored (${totals.characters.toLocaleString('en-US')} characters)`);
    expect(container.textContent).toContain(`That is ${totals.bytes.toLocaleString('en-US')} bytes`);
    const rows = [...container.querySelectorAll('[data-testid="storage-table"] tbody th')].map((cell) => cell.textContent);
    expect(rows.sort()).toEqual(Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort());
    expect(errors).toEqual([]);
    // Never a wrong number on the server's page: it cannot know what the browser keeps.
    expect(html).not.toMatch(/\d+ (entry|entries) stored|\d+ bytes?\b/);
    expect(html).toContain('<p data-testid="storage-usage" class="hint">Loading...</p>');
  });

  it('counts again when the apps’ data change', async () => {
    const { i18n } = await createTestApp({ namespaces });
    localStorage.clear();
    const browser = createSettingsStore(localStorage);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => root.unmount();
    root.render(
      <TestProviders app={{ i18n, settings: browser } as TestApp}>
        <StatisticsSection />
      </TestProviders>,
    );
    const usage = () => container?.querySelector('[data-testid="storage-usage"]')?.textContent;
    await expect.poll(usage).toContain(`${storedTotals().entries} entries stored`);
    browser.writeData('dataTypes.area', '"42"');
    await expect.poll(usage).toBe(`${storedTotals().entries} entries stored (${storedTotals().characters.toLocaleString('en-US')} characters)`);
  });
});
