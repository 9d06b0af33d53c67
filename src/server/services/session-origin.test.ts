import { describe, expect, it } from 'vitest';
import { browserFamily } from './session-origin';

describe('the browser family of a session', () => {
  it('names the browser and the platform only', () => {
    expect(browserFamily('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      platform: 'Android',
    });
    expect(browserFamily('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({
      browser: 'Safari',
      platform: 'iOS',
    });
    expect(browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', platform: 'Linux' });
  });

  it('is unknown for a User-Agent it cannot read, or none', () => {
    expect(browserFamily('curl/8.0')).toEqual({ browser: null, platform: null });
    expect(browserFamily(undefined)).toEqual({ browser: null, platform: null });
  });
});
