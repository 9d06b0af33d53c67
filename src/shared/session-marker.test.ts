import { describe, expect, it } from 'vitest';
import { hasSessionMarker } from './session-marker';

describe('hasSessionMarker', () => {
  it('finds the marker among other cookies, and nothing else', () => {
    expect(hasSessionMarker('theme=dark; __Host-signed-in=1')).toBe(true);
    expect(hasSessionMarker('signed-in=1')).toBe(true);
    expect(hasSessionMarker('')).toBe(false);
    expect(hasSessionMarker('not-signed-in=1; signed-in-x=1')).toBe(false);
  });
});
