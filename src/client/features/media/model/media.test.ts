import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatRunningTime, isAvailable, posterPath, videoPath } from './media';

describe('media paths', () => {
  it('follows {intern}/{domain}/videos/{name}.mp4 and images/{name}.jpg', () => {
    expect(videoPath('forum.example', 'cafe')).toBe('/media/forum.example/videos/cafe.mp4');
    expect(posterPath('forum.example', 'cafe')).toBe('/media/forum.example/images/cafe.jpg');
    expect(absoluteUrl('https://forum.example:3443', '/media/x.mp4')).toBe('https://forum.example:3443/media/x.mp4');
  });
});

describe('isAvailable', () => {
  it('is available through its last day and not after', () => {
    expect(isAvailable('2026-03-10', new Date(2026, 2, 10, 23, 59))).toBe(true);
    expect(isAvailable('2026-03-10', new Date(2026, 2, 11, 0, 0))).toBe(false);
    expect(isAvailable('2026-03-10', new Date(2026, 10, 22))).toBe(false);
  });
});

describe('formatRunningTime', () => {
  it('writes the running time in the digits of the language', () => {
    expect(formatRunningTime('01:03:51', 'en-US')).toBe('01:03:51');
    expect(formatRunningTime('01:03:51', 'ar-SA')).toBe('٠١:٠٣:٥١');
  });
});
