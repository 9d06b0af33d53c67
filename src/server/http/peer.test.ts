import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './peer';

describe('isLoopbackAddress', () => {
  it('accepts IPv4 loopback, IPv6 loopback and IPv4-mapped loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
  });

  it('refuses other addresses and a missing one', () => {
    expect(['192.168.1.2', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', '1270.0.0.1', undefined].map(isLoopbackAddress)).toEqual([
      false, false, false, false, false, false,
    ]);
  });
});
