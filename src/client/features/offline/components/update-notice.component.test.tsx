// The "new version" notice in a real browser: its text and button load only once a new
// deployment's worker waits (update-message.tsx), then show in the page's language, and the button
// lets the waiting worker take over.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { SW_MESSAGES } from '@shared/pwa';
import { renderInApp } from '@client/testing/test-i18n';
import type { ContainerLike, RegistrationLike, WorkerLike } from '../model/service-worker-client';
import { UpdateNotice } from './update-notice';

function worker(state: string): WorkerLike & { messages: unknown[] } {
  const messages: unknown[] = [];
  return { state, messages, postMessage: (message) => messages.push(message), addEventListener: () => undefined };
}

/** The browser's workers of a returning visitor (a controller) with a new deployment's worker waiting, or none. */
function workers(waiting: WorkerLike | null): ContainerLike {
  const registration: RegistrationLike = { active: worker('activated'), installing: null, waiting, update: () => Promise.resolve(), addEventListener: () => undefined };
  return { controller: worker('activated'), register: () => Promise.resolve(registration), addEventListener: () => undefined };
}

function notice(container: ContainerLike) {
  return createMemoryRouter([{ path: '/', element: <UpdateNotice container={container} /> }]);
}

it('tells of a new version once its worker waits, and lets it take over', async () => {
  const waiting = worker('installed');
  const { screen } = await renderInApp(<RouterProvider router={notice(workers(waiting))} />);
  await expect.element(screen.getByText('A new version of this site is available.')).toBeVisible();
  await screen.getByRole('button', { name: 'Reload' }).click();
  expect(waiting.messages).toEqual([{ type: SW_MESSAGES.skipWaiting }]);
});

it('shows nothing while no new version waits', async () => {
  const { screen } = await renderInApp(<RouterProvider router={notice(workers(null))} />);
  await expect.element(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.getByRole('status').element().textContent).toBe('');
});
