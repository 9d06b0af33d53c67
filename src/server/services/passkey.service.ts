// Passkeys (issue 20): WebAuthn registration and sign-in through @simplewebauthn/server. The
// relying party is the account home (rpID = its host), or the host itself where no account home
// takes part (local development). Every challenge is stored on the server as its SHA-256, for one
// purpose, one origin and relying party (and, to register, one member), used once and only within
// PASSKEY_CHALLENGE_SECONDS; the one that comes back signed is found by what the browser signed.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { isWithinValidity } from '@shared/accounts';
import type { ChallengePurpose, PasskeyRepository, PasskeyUser, StoredChallenge, StoredPasskey } from '@server/db/passkey.repository';
import type { AccountRepository } from '@server/db/account.repository';
import type { UserRepository } from '@server/db/user.repository';

export type { StoredPasskey };
import { sha256 } from './sign-in-handoff.service';

/** How long a ceremony's challenge can be answered (the browser's own timeout is the same). */
export const PASSKEY_CHALLENGE_SECONDS = 300;
/** Challenges past their time are deleted every this many made. */
const CLEANUP_EVERY = 100;

/** The relying party of a request: the account home's host (or the local host) and the page's origin. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

export type PasskeyRefusal = 'unknown_challenge' | 'expired' | 'wrong_purpose' | 'wrong_member' | 'wrong_party' | 'unknown_passkey' | 'not_verified' | 'account_unusable';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: PasskeyRefusal };

export interface PasskeyServiceDeps {
  passkeys: PasskeyRepository;
  accounts: Pick<AccountRepository, 'audit'>;
  /** A passkey sign-in is a login like the form's: the account's last login moves too. */
  users: Pick<UserRepository, 'recordLogin'>;
  now: () => Date;
}

const refused = (reason: PasskeyRefusal) => ({ ok: false as const, reason });

export class PasskeyService {
  private challengesMade = 0;

  constructor(private readonly deps: PasskeyServiceDeps) {}

  /** Options to register a new passkey of the member; the authenticator keeps it (discoverable) and checks its user. */
  async registrationOptions(member: { id: number; name: string }, party: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.deps.passkeys.listOf(member.id);
    const options = await generateRegistrationOptions({
      rpName: party.rpId,
      rpID: party.rpId,
      userName: member.name,
      // An opaque, stable handle: a second passkey on the same authenticator replaces the first there.
      userID: isoBase64URL.toBuffer(userHandleOf(member.id)),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.keep(options.challenge, 'register', member.id, party);
    return options;
  }

  /** Checks a new passkey's answer and keeps it under the member's name for it. */
  async register(member: { id: number; name: string }, name: string, response: RegistrationResponseJSON, party: RelyingParty): Promise<Outcome<StoredPasskey>> {
    const challenge = await this.use(response.response.clientDataJSON, 'register', party, member.id);
    if (!challenge.ok) return challenge;
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.value,
        expectedOrigin: party.origin,
        expectedRPID: party.rpId,
        requireUserVerification: true,
      });
    } catch {
      return refused('not_verified');
    }
    if (!verification.verified) return refused('not_verified');
    const { credential } = verification.registrationInfo;
    const passkey: StoredPasskey = {
      id: credential.id,
      userId: member.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: this.deps.now(),
      lastUsedAt: null,
    };
    await this.deps.passkeys.add(passkey);
    await this.deps.accounts.audit({ actor: member.name, action: 'passkey_add', target: member.name, details: JSON.stringify({ name }) });
    return { ok: true, value: passkey };
  }

  /** Options to sign in with any passkey of this relying party (the browser offers the member's). */
  async signInOptions(party: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: party.rpId, userVerification: 'required', timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
    await this.keep(options.challenge, 'sign-in', null, party);
    return options;
  }

  /** Checks a sign-in's answer: the member whose passkey signed, while the account is usable. */
  async signIn(response: AuthenticationResponseJSON, party: RelyingParty): Promise<Outcome<{ user: PasskeyUser; passkey: StoredPasskey }>> {
    const challenge = await this.use(response.response.clientDataJSON, 'sign-in', party, null);
    if (!challenge.ok) return challenge;
    const found = await this.deps.passkeys.findWithUser(response.id);
    if (!found) return refused('unknown_passkey');
    // The authenticator names the member it signs for: it must be the passkey's.
    if (response.response.userHandle !== undefined && response.response.userHandle !== userHandleOf(found.user.id)) return refused('unknown_passkey');
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.value,
        expectedOrigin: party.origin,
        expectedRPID: party.rpId,
        credential: { id: found.passkey.id, publicKey: isoBase64URL.toBuffer(found.passkey.publicKey), counter: found.passkey.counter, transports: found.passkey.transports as AuthenticatorTransport[] },
        requireUserVerification: true,
      });
    } catch {
      return refused('not_verified');
    }
    if (!verification.verified) return refused('not_verified');
    const now = this.deps.now();
    if (found.user.disabled || !isWithinValidity(found.user.valid_from, found.user.valid_to, now)) return refused('account_unusable');
    await this.deps.passkeys.recordUse(found.passkey.id, verification.authenticationInfo.newCounter, now);
    await this.deps.users.recordLogin(found.user.id, now);
    await this.deps.accounts.audit({ actor: found.user.name, action: 'passkey_sign_in', target: found.user.name, details: JSON.stringify({ name: found.passkey.name }) });
    return { ok: true, value: { user: found.user, passkey: { ...found.passkey, lastUsedAt: now } } };
  }

  list(userId: number): Promise<StoredPasskey[]> {
    return this.deps.passkeys.listOf(userId);
  }

  /** Removes one of the member's passkeys; another member's id removes nothing (false). */
  async remove(member: { id: number; name: string }, id: string): Promise<StoredPasskey | undefined> {
    const removed = await this.deps.passkeys.removeOwn(member.id, id);
    if (removed) await this.deps.accounts.audit({ actor: member.name, action: 'passkey_remove', target: member.name, details: JSON.stringify({ name: removed.name }) });
    return removed;
  }

  private async keep(challenge: string, purpose: ChallengePurpose, userId: number | null, party: RelyingParty): Promise<void> {
    const now = this.deps.now();
    const stored: StoredChallenge = { purpose, userId, origin: party.origin, rpId: party.rpId, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000) };
    await this.deps.passkeys.addChallenge({ ...stored, challengeHash: sha256(challenge) });
    this.challengesMade += 1;
    if (this.challengesMade % CLEANUP_EVERY === 0) await this.deps.passkeys.deleteStaleChallenges(now);
  }

  /** Finds and uses up the challenge the browser signed; the challenge itself when it fits this ceremony. */
  private async use(clientDataJSON: string, purpose: ChallengePurpose, party: RelyingParty, userId: number | null): Promise<Outcome<string>> {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      return refused('unknown_challenge');
    }
    if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 128) return refused('unknown_challenge');
    const now = this.deps.now();
    const stored = await this.deps.passkeys.useChallenge(sha256(challenge), now);
    if (!stored) return refused('unknown_challenge');
    if (stored.expiresAt.getTime() <= now.getTime()) return refused('expired');
    if (stored.purpose !== purpose) return refused('wrong_purpose');
    if (stored.origin !== party.origin || stored.rpId !== party.rpId) return refused('wrong_party');
    if (purpose === 'register' && stored.userId !== userId) return refused('wrong_member');
    return { ok: true, value: challenge };
  }
}

/** The user handle registrationOptions gives the authenticator for a member (base64url, as browsers return it). */
export function userHandleOf(userId: number): string {
  return isoBase64URL.fromUTF8String(sha256(`passkey-user:${userId}`).slice(0, 32));
}
