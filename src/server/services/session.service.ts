// Login sessions: signed JWTs (username, iat, exp, jti) whose revocation lives in the database.
// Status checks are answered from an in-memory cache that database notifications keep correct,
// so a request costs no query unless the session is new to this process.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isWithinValidity } from '@shared/accounts';
import type { AuthUser, Role } from '@shared/api-types';
import { ROLES } from '@shared/api-types';
import type { ActiveSession, SessionRepository, SessionUser } from '@server/db/session.repository';

const ALGORITHM = 'HS256';
const CLOCK_SKEW_SECONDS = 5;
const CACHE_LIMIT = 10_000;
/** A session's last-seen time is written at most this often (one cheap UPDATE, not one per request). */
export const LAST_SEEN_WRITE_INTERVAL_MS = 5 * 60_000;

export interface IssuedSession {
  token: string;
  id: string;
  iat: number;
  exp: number;
}

/** Where a session starts: the site's host and a coarse browser family (session-origin.ts). */
export interface SessionOrigin {
  host: string;
  browser: string | null;
  platform: string | null;
}

export interface VerifiedToken {
  username: string;
  iat: number;
  exp: number;
  jti: string;
}

export interface ResolvedSession {
  token: VerifiedToken;
  user: AuthUser;
  userId: number;
}

export function toAuthUser(
  user: Pick<SessionUser, 'name' | 'email' | 'entitled' | 'internal' | 'roles' | 'must_change_password' | 'valid_from' | 'valid_to'>,
): AuthUser {
  return {
    name: user.name,
    email: user.email,
    entitled: user.entitled,
    internal: user.internal,
    roles: user.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    mustChangePassword: user.must_change_password,
    validFrom: user.valid_from?.toISOString() ?? null,
    validTo: user.valid_to?.toISOString() ?? null,
  };
}

/**
 * True for three segments each in the one canonical base64url form of its bytes: no padding, no
 * '+' or '/', and no unused bits set in the last character. Base64 decoders accept the variants,
 * so one signed token would otherwise have many spellings.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const segments = token.split('.');
  return segments.length === 3 && segments.every((segment) => /^[A-Za-z0-9_-]+$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment);
}

export class SessionService {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, ActiveSession | null>();
  /** Each cached session row's user as shown (authUserOf). */
  private readonly authUsers = new WeakMap<ActiveSession, AuthUser>();
  /** Tokens whose signature was verified already; their times are still checked on every use. */
  private readonly verifiedTokens = new Map<string, VerifiedToken>();
  /** When this process last wrote each session's last-seen time (ms). */
  private readonly lastSeenWritten = new Map<string, number>();
  /** False while database notifications may be missed: every lookup then asks the database. */
  private cacheTrusted = true;
  /** Counts changes heard: a lookup that began before one must not cache what it read. */
  private changes = 0;

  constructor(
    private readonly sessions: SessionRepository,
    secret: string,
    private readonly accessDurationSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: { id: number; name: string }, origin?: SessionOrigin): Promise<IssuedSession> {
    const id = randomUUID();
    const now = this.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.accessDurationSeconds;
    await this.sessions.create({ id, userId: user.id, expiresAt: new Date(exp * 1000), siteHost: origin?.host ?? null, browser: origin?.browser ?? null, platform: origin?.platform ?? null, seenAt: now });
    remember(this.lastSeenWritten, id, now.getTime());
    const token = await new SignJWT({ username: user.name })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(id)
      .sign(this.key);
    return { token, id, iat, exp };
  }

  /** Verifies encoding, signature, pinned algorithm and times; null for anything else. */
  async verify(token: string): Promise<VerifiedToken | null> {
    const known = this.knownToken(token);
    if (known !== undefined) return known;
    if (!isCanonicalCompactJws(token)) return null;
    const verified = await this.verifySignature(token);
    if (verified) remember(this.verifiedTokens, token, verified);
    return verified;
  }

  /**
   * A token verified before (it was canonical then, and a string does not change): its times
   * checked again; undefined for one not seen, which takes the whole check.
   */
  private knownToken(token: string): VerifiedToken | null | undefined {
    const known = this.verifiedTokens.get(token);
    if (!known) return undefined;
    return this.timesValid(known) ? known : null;
  }

  private timesValid(token: VerifiedToken): boolean {
    const nowSeconds = this.now().getTime() / 1000;
    return token.exp > nowSeconds && token.iat <= nowSeconds + CLOCK_SKEW_SECONDS;
  }

  private async verifySignature(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'iat', 'jti'],
        currentDate: this.now(),
      });
      const { username, iat, exp, jti } = payload;
      if (typeof username !== 'string' || typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string') {
        return null;
      }
      if (iat > this.now().getTime() / 1000 + CLOCK_SKEW_SECONDS) return null;
      return { username, iat, exp, jti };
    } catch {
      return null;
    }
  }

  /** The user of a valid, unrevoked session whose user is enabled; null otherwise. */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token) return null;
    // A session seen before is answered without a promise turn: the token known, the session cached.
    const known = this.knownToken(token);
    const verified = known !== undefined ? known : await this.verify(token);
    if (!verified) return null;
    const cached = this.cached(verified.jti);
    return this.judge(verified, cached !== undefined ? cached : await this.lookup(verified.jti));
  }

  /**
   * resolve() when it needs no promise at all — the token verified before and its session in the
   * trusted cache — so a route can answer in the same turn (GET /api/check-auth-status); undefined
   * when resolve() has to be awaited.
   */
  resolveKnown(token: string | undefined): ResolvedSession | null | undefined {
    if (!token) return null;
    const verified = this.knownToken(token);
    if (verified === undefined) return undefined;
    if (!verified) return null;
    const cached = this.cached(verified.jti);
    return cached === undefined ? undefined : this.judge(verified, cached);
  }

  private judge(verified: VerifiedToken, session: ActiveSession | null): ResolvedSession | null {
    const now = this.now();
    if (!session || session.user.disabled || session.expiresAt.getTime() <= now.getTime()) return null;
    if (!isWithinValidity(session.user.valid_from, session.user.valid_to, now)) return null;
    if (session.user.name !== verified.username) return null;
    this.noteSeen(verified.jti, now);
    return { token: verified, user: this.authUserOf(session), userId: session.user.id };
  }

  /** Writes the last-seen time when the one written (by this process) is older than the interval. */
  private noteSeen(jti: string, now: Date): void {
    const written = this.lastSeenWritten.get(jti);
    if (written !== undefined && now.getTime() - written < LAST_SEEN_WRITE_INTERVAL_MS) return;
    remember(this.lastSeenWritten, jti, now.getTime());
    // Not awaited: the request does not wait for it, and a failed write is tried again next time.
    Promise.resolve()
      .then(() => this.sessions.touch(jti, now))
      .catch(() => this.lastSeenWritten.delete(jti));
  }

  async revoke(jti: string): Promise<void> {
    await this.sessions.revoke(jti, this.now());
    this.handleChange(`session:${jti}`);
  }

  /** Applies a change notice from the database ('user:ID', 'session:ID' or '*'). */
  handleChange(notice: string): void {
    this.changes += 1;
    const [kind, id] = notice.split(':', 2);
    if (kind === 'session' && id) {
      this.cache.delete(id);
    } else if (kind === 'user' && id) {
      const userId = Number(id);
      for (const [jti, session] of this.cache) {
        if (session?.user.id === userId) this.cache.delete(jti);
      }
    } else {
      this.cache.clear();
    }
  }

  /** The notification connection is lost: changes made elsewhere would go unnoticed. */
  distrustCache(): void {
    this.cacheTrusted = false;
    this.cache.clear();
  }

  /** The cache as the metrics show it: sessions held and whether notifications keep it correct. */
  cacheStats(): { entries: number; trusted: boolean } {
    return { entries: this.cache.size, trusted: this.cacheTrusted };
  }

  /** Notifications flow again; what was cached before the gap is gone already. */
  trustCacheAgain(): void {
    this.cache.clear();
    this.cacheTrusted = true;
  }

  /**
   * The session's user as the API and the pages show it, made once per cached session row (a
   * change notice drops the row, so a changed user is made anew); frozen, as every request shares it.
   */
  private authUserOf(session: ActiveSession): AuthUser {
    let user = this.authUsers.get(session);
    if (!user) {
      const made = toAuthUser(session.user);
      this.authUsers.set(session, (user = Object.freeze({ ...made, roles: Object.freeze(made.roles) as Role[] })));
    }
    return user;
  }

  /** A trusted cache's entry (moved to the newest place), or undefined when a lookup must decide (nothing cached, or no trust). */
  private cached(jti: string): ActiveSession | null | undefined {
    if (!this.cacheTrusted || !this.cache.has(jti)) return undefined;
    const cached = this.cache.get(jti) ?? null;
    this.cache.delete(jti);
    this.cache.set(jti, cached);
    return cached;
  }

  private async lookup(jti: string): Promise<ActiveSession | null> {
    if (!this.cacheTrusted) return (await this.sessions.findActive(jti, this.now())) ?? null;
    const cached = this.cached(jti);
    if (cached !== undefined) return cached;
    const changesBefore = this.changes;
    const session = (await this.sessions.findActive(jti, this.now())) ?? null;
    // A signed token without a live row is revoked or foreign: remember that too — unless a change
    // was heard meanwhile, which what was read may predate.
    if (this.changes === changesBefore) remember(this.cache, jti, session);
    return session;
  }
}

/** Adds to a bounded map, dropping the oldest entry when it is full. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > CACHE_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
