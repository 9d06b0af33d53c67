// The page's data buttons in a real browser: "Save to browser" and "Export" ask first (spec §4,
// "each with confirmation"), and a dismissed question leaves storage, messages and files as they were.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TIME_RECORDING } from '@shared/app-constants';
import { renderInApp } from '@client/testing/test-i18n';
import { Component, namespaces } from './time-recording-page';

async function renderPage() {
  const { screen, app } = await renderInApp(<Component />, { namespaces });
  await expect.element(screen.getByRole('button', { name: 'Save to browser' })).toBeVisible();
  return { screen, app };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('time recording page', () => {
  it('asks before saving to the browser; dismissing stores nothing and says nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { screen, app } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Save to browser' }));

    expect(confirm).toHaveBeenCalledWith('Save the calendar’s events in this browser? The events saved here before will be replaced.');
    expect(app.storage.getItem(TIME_RECORDING.storageKey)).toBeNull();
    await expect.element(screen.getByTestId('time-recording-status')).toHaveTextContent('');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save to browser' }));
    await expect.element(screen.getByTestId('time-recording-status')).toHaveTextContent('Data saved successfully');
    expect(app.storage.getItem(TIME_RECORDING.storageKey)).not.toBeNull();
  });

  it('asks before exporting; dismissing writes no file and says nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const { screen } = await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON file' }));

    expect(confirm).toHaveBeenCalledWith('Export all events of the calendar as a JSON file?');
    expect(createObjectURL).not.toHaveBeenCalled();
    await expect.element(screen.getByTestId('time-recording-status')).toHaveTextContent('');

    confirm.mockReturnValue(true);
    // The download itself is the browser's: the test only sees that a file was made and announced.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON file' }));
    await expect.element(screen.getByTestId('time-recording-status')).toHaveTextContent('Export successful');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
