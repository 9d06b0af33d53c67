import { describe, expect, it } from 'vitest';
import { mediaFile, parseRange } from './media-files';

describe('parseRange', () => {
  it('reads a start and an end, an open end and a suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('says when a range lies outside the file, and ignores what it does not understand', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe('mediaFile', () => {
  it('finds media in the client folder and never outside it', () => {
    expect(mediaFile('src/client/public', '/media/diakonie-forum.example/videos/cafe.mp4')?.size).toBeGreaterThan(1000);
    expect(mediaFile('src/client/public', '/media/../../../../etc/passwd')).toBeNull();
    expect(mediaFile('src/client/public', '/media/diakonie-forum.example/videos/none.mp4')).toBeNull();
    expect(mediaFile('src/client/public', '/favicon.svg')).toBeNull();
  });
});
