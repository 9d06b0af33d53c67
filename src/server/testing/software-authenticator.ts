// A software authenticator for the passkey tests: makes and uses ES256 passkeys (packed in the
// 'none' attestation format) as a browser's platform authenticator would, with user presence and
// verification, so the server's WebAuthn checks run on real signatures. A test may answer for
// another origin or relying party, to see the server refuse it.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Credential {
  id: Uint8Array<ArrayBuffer>;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/** User present, user verified (and, when making one, attested credential data follows). */
const FLAGS_GET = 0x01 | 0x04;
const FLAGS_CREATE = FLAGS_GET | 0x40;

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** Answers navigator.credentials.create() with a new passkey. */
  create(options: PublicKeyCredentialCreationOptionsJSON, origin: string, overrides: { rpId?: string } = {}): RegistrationResponseJSON {
    const rpId = overrides.rpId ?? options.rp.id!;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = new Uint8Array(randomBytes(16));
    const credential: Credential = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 };
    const authData = concat(sha256(rpId), Uint8Array.of(FLAGS_CREATE), uint32(0), new Uint8Array(16), Uint8Array.of(0, id.length), id, coseKey);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    this.credentials.push(credential);
    const credentialId = isoBase64URL.fromBuffer(id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON), attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ['internal'] },
    };
  }

  /** Answers navigator.credentials.get() with the newest passkey of the relying party (or the one named). */
  get(options: PublicKeyCredentialRequestOptionsJSON, origin: string, overrides: { rpId?: string; credential?: Credential } = {}): AuthenticationResponseJSON {
    const rpId = overrides.rpId ?? options.rpId!;
    const credential = overrides.credential ?? this.credentials.filter((candidate) => candidate.rpId === (options.rpId ?? rpId)).at(-1);
    if (!credential) throw new Error(`no passkey for ${rpId}`);
    credential.counter += 1;
    const authData = concat(sha256(rpId), Uint8Array.of(FLAGS_GET), uint32(credential.counter));
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false });
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), credential.privateKey);
    const credentialId = isoBase64URL.fromBuffer(credential.id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
    };
  }
}
