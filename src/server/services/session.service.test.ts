import { describe, expect, it } from 'vitest';
import type { SessionRepository } from '@server/db/session.repository';
import { SessionService, isCanonicalCompactJws } from './session.service';

/** Re-spells one base64url segment without changing its bytes. */
const variants = (segment: string): string[] => {
  const last = segment.at(-1)!;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // A 32-byte signature is 43 characters: the last one carries 4 bits, so the 2 low bits are unused.
  const unusedBitsSet = alphabet[alphabet.indexOf(last) | 1]!;
  return [`${segment}=`, segment.slice(0, -1) + unusedBitsSet, segment.replace(/-/g, '+').replace(/_/g, '/')];
};

describe('token encoding', () => {
  const sessions = { create: async () => undefined } as unknown as SessionRepository;
  const service = new SessionService(sessions, 's'.repeat(40), 3600);

  it('accepts the token as issued and no other spelling of it', async () => {
    const { token } = await service.issue({ id: 1, name: 'mara' });
    expect(isCanonicalCompactJws(token)).toBe(true);
    expect(await service.verify(token)).toMatchObject({ username: 'mara' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const respelled = [...variants(signature).map((variant) => `${header}.${payload}.${variant}`), `${header}.${payload}=.${signature}`].filter(
      (variant) => variant !== token,
    );
    expect(respelled.length).toBeGreaterThanOrEqual(3);
    for (const variant of respelled) {
      expect(isCanonicalCompactJws(variant), variant).toBe(false);
      expect(await service.verify(variant), variant).toBeNull();
    }
  });

  it('refuses a token with a missing or empty segment', () => {
    expect(isCanonicalCompactJws('a.b')).toBe(false);
    expect(isCanonicalCompactJws('a..c')).toBe(false);
  });
});
