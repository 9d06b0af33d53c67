// The React side of error reporting, in a real browser: an error a route's error page caught (React
// Router's error boundary, as every site's routes have) reaches the reporter as a 'render' report.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { reportCaughtErrors } from './error-capture';

function Broken(): never {
  throw new TypeError('the page broke');
}

it('reports an error a route error page caught, once, as a render error', async () => {
  const reported: Array<[string, unknown]> = [];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, reportCaughtErrors({ report: (kind, error) => reported.push([kind, error]) }));
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <p>Something went wrong</p> }]);
  await act(async () => root.render(<RouterProvider router={router} />));
  expect(container.textContent).toBe('Something went wrong');
  expect(reported).toHaveLength(1);
  expect(reported[0]![0]).toBe('render');
  expect((reported[0]![1] as Error).message).toBe('the page broke');
  expect(logged).toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
  logged.mockRestore();
});
