// Single sign-on (docs/decisions/016): a login on any site becomes a sign-in that the account home
// holds; a site without a session asks the account home, which answers with a one-time code the
// site exchanges on the server for a session of its own. The code is the authorization code of
// OAuth 2.1: 256 random bits, stored as its SHA-256 only, usable once within HANDOFF_CODE_SECONDS,
// bound to the origin it was made for and to the PKCE challenge (S256) of a verifier the asking
// site keeps in its own cookie. Logging out of any of the sessions ends the sign-in and all of them.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { isWithinValidity } from '@shared/accounts';
import type { ActiveSignIn, SignInRepository } from '@server/db/sign-in.repository';
import type { IssuedSession, SessionOrigin, SessionService } from './session.service';

/** How long a code can be exchanged. */
export const HANDOFF_CODE_SECONDS = 60;
/** Codes and sign-ins past their time are deleted every this many codes made. */
const CLEANUP_EVERY = 200;

/** 256 random bits, base64url (43 characters): sign-in secrets, codes, states and verifiers. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form of randomToken() and of an S256 challenge: anything else is refused before it is looked up. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type ExchangeRefusal = 'unknown_or_used' | 'expired' | 'wrong_origin' | 'wrong_verifier' | 'signed_out';

export type ExchangeOutcome = { ok: true; signInId: string; session: IssuedSession } | { ok: false; reason: ExchangeRefusal };

export class SignInHandoffService {
  private codesMade = 0;

  constructor(
    private readonly signIns: SignInRepository,
    private readonly sessions: Pick<SessionService, 'issue' | 'handleChange'>,
    private readonly now: () => Date,
  ) {}

  /**
   * Makes a sign-in of a session that a password login has just started, and returns the secret for
   * the browser's sign-in cookie. The sign-in lasts as long as the session.
   */
  async signInFromSession(session: { jti: string; exp: number; userId: number }): Promise<string> {
    const secret = randomToken();
    await this.signIns.create({ id: randomUUID(), userId: session.userId, secretHash: sha256(secret), expiresAt: new Date(session.exp * 1000), sessionId: session.jti });
    return secret;
  }

  /** The sign-in a cookie secret belongs to, while it and its user are valid. */
  async activeSignIn(secret: string | undefined): Promise<ActiveSignIn | null> {
    if (!isTokenShaped(secret)) return null;
    const signIn = await this.signIns.findActiveBySecret(sha256(secret), this.now());
    return signIn && usable(signIn, this.now()) ? signIn : null;
  }

  /** A one-time code for the site at targetOrigin, bound to its PKCE challenge. */
  async issueCode(signIn: ActiveSignIn, targetOrigin: string, codeChallenge: string): Promise<string> {
    const code = randomToken();
    const now = this.now();
    await this.signIns.addCode({ codeHash: sha256(code), signInId: signIn.id, targetOrigin, codeChallenge, expiresAt: new Date(now.getTime() + HANDOFF_CODE_SECONDS * 1000) });
    this.codesMade += 1;
    if (this.codesMade % CLEANUP_EVERY === 0) await this.signIns.deleteStale(now);
    return code;
  }

  /**
   * Exchanges a code, on the server of the site at origin, with the verifier that site kept: once,
   * in time, for that origin only. Gives a new session of the sign-in's user, linked to the sign-in
   * (sessionOrigin: the site and browser the sessions list shows).
   */
  async exchange(code: string, origin: string, verifier: string, sessionOrigin?: SessionOrigin): Promise<ExchangeOutcome> {
    if (!isTokenShaped(code) || !isTokenShaped(verifier)) return { ok: false, reason: 'unknown_or_used' };
    const now = this.now();
    const used = await this.signIns.useCode(sha256(code), now);
    if (!used) return { ok: false, reason: 'unknown_or_used' };
    if (used.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (!sameSecret(used.targetOrigin, origin)) return { ok: false, reason: 'wrong_origin' };
    if (!sameSecret(used.codeChallenge, codeChallengeOf(verifier))) return { ok: false, reason: 'wrong_verifier' };
    const signIn = await this.signIns.findActive(used.signInId, now);
    if (!signIn || !usable(signIn, now)) return { ok: false, reason: 'signed_out' };
    const session = await this.sessions.issue(signIn.user, sessionOrigin);
    await this.signIns.linkSession(session.id, signIn.id);
    return { ok: true, signInId: signIn.id, session };
  }

  /** A new cookie secret for a sign-in (the account home takes it over; the old secret stops working). */
  async renewSecret(signInId: string): Promise<string> {
    const secret = randomToken();
    await this.signIns.replaceSecret(signInId, sha256(secret));
    return secret;
  }

  /** Logging out of a session: when a sign-in started it, that sign-in and all its sessions end. */
  async endSignInOf(sessionId: string): Promise<void> {
    const signInId = await this.signIns.signInOfSession(sessionId);
    if (!signInId) return;
    const revoked = await this.signIns.end(signInId, this.now());
    // This process's cache learns it at once, not only through the notification.
    for (const id of revoked) this.sessions.handleChange(`session:${id}`);
  }
}

function usable(signIn: ActiveSignIn, now: Date): boolean {
  return !signIn.user.disabled && isWithinValidity(signIn.user.valid_from, signIn.user.valid_to, now);
}
