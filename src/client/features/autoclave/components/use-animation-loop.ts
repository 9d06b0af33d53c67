// Calls onFrame with the real seconds since the previous frame, once per animation frame, while active.
import { useEffect, useEffectEvent } from 'react';

/** A frame after a long gap (a hidden tab) counts as this long, so the simulation does not jump. */
const MAX_FRAME_MS = 250;

export function useAnimationLoop(active: boolean, onFrame: (realSeconds: number) => void): void {
  const frame = useEffectEvent(onFrame);
  useEffect(() => {
    if (!active) return undefined;
    let handle = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      if (last !== null) frame(Math.min(now - last, MAX_FRAME_MS) / 1000);
      last = now;
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [active]);
}
