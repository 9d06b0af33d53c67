import { describe, expect, it } from 'vitest';
import { checkToken, decodeTokenPayload, isValidExpiredInfo, withoutSignature } from './token';

function makeToken(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = now / 1000;

describe('decodeTokenPayload', () => {
  it('reads username, iat, exp and jti', () => {
    const token = makeToken({ username: 'mara', iat: 1, exp: 2, jti: 'abc' });
    expect(decodeTokenPayload(token)).toEqual({ username: 'mara', iat: 1, exp: 2, jti: 'abc' });
  });
  it('decodes non-ASCII user names', () => {
    expect(decodeTokenPayload(makeToken({ username: 'Jūratė', iat: 1, exp: 2 }))?.username).toBe('Jūratė');
  });
  it('reads a token once and answers the same frozen payload after, each token its own', () => {
    const mara = makeToken({ username: 'mara', iat: 1, exp: 2 });
    const jonas = makeToken({ username: 'jonas', iat: 3, exp: 4 });
    const first = decodeTokenPayload(mara);
    expect(decodeTokenPayload(mara)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(decodeTokenPayload(jonas)).toEqual({ username: 'jonas', iat: 3, exp: 4 });
    expect(decodeTokenPayload(`${mara.slice(0, -1)}x`)).toEqual({ username: 'mara', iat: 1, exp: 2 });
    // More tokens than the memo keeps: each still answers its own payload.
    for (let index = 0; index < 600; index += 1) expect(decodeTokenPayload(makeToken({ username: `u${index}`, iat: index, exp: index + 1 }))?.username).toBe(`u${index}`);
    expect(decodeTokenPayload(mara)).toEqual({ username: 'mara', iat: 1, exp: 2 });
    expect(decodeTokenPayload('a.!!!.c')).toBeNull();
    expect(decodeTokenPayload('a.!!!.c')).toBeNull();
  });
  it('refuses garbage, missing fields and wrong types', () => {
    for (const token of ['', 'a.b', 'a.!!!.c', makeToken('text'), makeToken({ username: 'x', iat: '1', exp: 2 }), makeToken({ iat: 1, exp: 2 })]) {
      expect(decodeTokenPayload(token), token).toBeNull();
    }
    expect(decodeTokenPayload(null)).toBeNull();
  });
});

describe('checkToken', () => {
  it('accepts a token issued in the past that expires in the future', () => {
    const check = checkToken(makeToken({ username: 'mara', iat: nowSeconds - 10, exp: nowSeconds + 10 }), now);
    expect(check.valid).toBe(true);
  });
  it('refuses an iat in the future', () => {
    const check = checkToken(makeToken({ username: 'mara', iat: nowSeconds + 5, exp: nowSeconds + 10 }), now);
    expect(check).toMatchObject({ valid: false, reason: 'future-iat' });
  });
  it('refuses an exp in the past or now', () => {
    expect(checkToken(makeToken({ username: 'mara', iat: nowSeconds - 10, exp: nowSeconds }), now)).toMatchObject({ valid: false, reason: 'expired' });
  });
  it('refuses an undecodable token', () => {
    expect(checkToken('not-a-token', now)).toEqual({ valid: false, reason: 'undecodable' });
  });
});

describe('withoutSignature', () => {
  it('drops the signature and keeps what the client decodes and checks', () => {
    const signed = makeToken({ username: 'mara', iat: nowSeconds - 10, exp: nowSeconds + 10, jti: 'abc' });
    const unsigned = withoutSignature(signed);
    expect(unsigned).toBe(signed.replace(/signature$/, ''));
    expect(unsigned.endsWith('.')).toBe(true);
    expect(decodeTokenPayload(unsigned)).toEqual(decodeTokenPayload(signed));
    expect(checkToken(unsigned, now)).toEqual(checkToken(signed, now));
    expect(checkToken(withoutSignature(makeToken({ username: 'mara', iat: nowSeconds - 10, exp: nowSeconds })), now)).toMatchObject({ valid: false, reason: 'expired' });
  });
});

describe('isValidExpiredInfo', () => {
  it('accepts a named, ordered record and refuses anything else', () => {
    expect(isValidExpiredInfo({ userName: 'mara', iat: 1, exp: 2 })).toBe(true);
    expect(isValidExpiredInfo({ userName: '', iat: 1, exp: 2 })).toBe(false);
    expect(isValidExpiredInfo({ userName: 'mara', iat: 3, exp: 2 })).toBe(false);
    expect(isValidExpiredInfo(null)).toBe(false);
  });
});
