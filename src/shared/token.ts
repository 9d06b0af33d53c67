// Token payload checks (SPEC §3, §5): the client reads iat/exp to run its timers.

export interface TokenPayload {
  username: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  jti?: string;
}

/** What the client remembers of a session that ended by expiry (SPEC §3). */
export interface ExpiredSessionInfo {
  userName: string;
  iat: number;
  exp: number;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The token the browser gets: the session JWT with its signature removed ('header.payload.'). It
 * decodes to the same payload for the client's timers (SPEC §5), but replayed as the session cookie
 * it is refused: the signed token lives only in the httpOnly cookie, out of every script's reach.
 */
export function withoutSignature(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  return `${header}.${payload}.`;
}

/**
 * Payloads read before, by the whole token: the server renders a member's pages with the same
 * token again and again (the session's AuthSession and the dashboard each read it per render), and
 * decoding took 2 % of a /dashboard request (docs/decisions/023). A token is its payload's only
 * source, so the same token always answers the same (frozen) payload; at most TOKEN_MEMO entries,
 * all dropped when full.
 */
const decodedTokens = new Map<string, Readonly<TokenPayload> | null>();
const TOKEN_MEMO = 256;

/** Reads the payload of a compact JWT without verifying it (the server verifies); the signature may be missing. */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const known = decodedTokens.get(token);
  if (known !== undefined) return known;
  if (decodedTokens.size >= TOKEN_MEMO) decodedTokens.clear();
  const payload = readTokenPayload(token);
  decodedTokens.set(token, payload && Object.freeze(payload));
  return payload;
}

function readTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { username, iat, exp, jti } = payload as Record<string, unknown>;
  if (typeof username !== 'string' || !username) return null;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { username, iat, exp, ...(typeof jti === 'string' ? { jti } : {}) };
}

export type TokenCheck =
  | { valid: true; payload: TokenPayload }
  | { valid: false; reason: 'undecodable' }
  | { valid: false; reason: 'future-iat' | 'expired'; payload: TokenPayload };

/** A token is valid only if it decodes, its iat is not in the future and its exp is not in the past. */
export function checkToken(token: string | null | undefined, nowMs: number): TokenCheck {
  const payload = decodeTokenPayload(token);
  if (!payload) return { valid: false, reason: 'undecodable' };
  const nowSeconds = nowMs / 1000;
  if (payload.iat > nowSeconds) return { valid: false, reason: 'future-iat', payload };
  if (payload.exp <= nowSeconds) return { valid: false, reason: 'expired', payload };
  return { valid: true, payload };
}

/** Expired-session info is valid when it names a user and its times are ordered. */
export function isValidExpiredInfo(info: unknown): info is ExpiredSessionInfo {
  if (typeof info !== 'object' || info === null) return false;
  const { userName, iat, exp } = info as Record<string, unknown>;
  return (
    typeof userName === 'string' &&
    userName.length > 0 &&
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    Number.isFinite(iat) &&
    Number.isFinite(exp) &&
    iat <= exp
  );
}
