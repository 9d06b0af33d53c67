import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteContext, type SiteContextValue } from './site-context';
import { stepStart, useNow } from './use-now';

const RENDERED_AT = Date.UTC(2025, 2, 30, 23, 59, 59, 500);

function Shown({ stepMs }: { stepMs?: number }) {
  return <>{useNow(stepMs).toISOString()}</>;
}

function renderOnServer(stepMs?: number): string {
  const site = { renderedAt: RENDERED_AT } as SiteContextValue;
  return renderToString(
    <SiteContext.Provider value={site}>
      <Shown stepMs={stepMs} />
    </SiteContext.Provider>,
  );
}

describe('useNow', () => {
  it('shows the time of the render on the server, whatever the step (the browser hydrates with it)', () => {
    expect(renderOnServer()).toBe(new Date(RENDERED_AT).toISOString());
    expect(renderOnServer(1000)).toBe(new Date(RENDERED_AT).toISOString());
  });

  it('moves the browser clock in whole steps', () => {
    expect(stepStart(RENDERED_AT, 60_000)).toBe(Date.UTC(2025, 2, 30, 23, 59));
    expect(stepStart(RENDERED_AT, 1000)).toBe(Date.UTC(2025, 2, 30, 23, 59, 59));
    expect(stepStart(Date.UTC(2025, 2, 31), 60_000)).toBe(Date.UTC(2025, 2, 31));
  });
});
