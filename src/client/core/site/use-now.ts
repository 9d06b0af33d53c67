// The time a page shows: the render time on the server and while hydrating (so both render the
// same), then the browser's clock, to the minute.
import { useSyncExternalStore } from 'react';
import { useSite } from './site-context';

const MINUTE = 60_000;
const subscribe = () => () => {};
const browserMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

export function useNow(): Date {
  const { renderedAt } = useSite();
  return new Date(useSyncExternalStore(subscribe, browserMinute, () => renderedAt));
}
