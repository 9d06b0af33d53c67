// The JSON of the passkeys (issue 20), as JSON Schema (decision 022): Fastify validates with these
// objects and both sides take their types from them. The WebAuthn answers are checked in shape and
// size here; what they say is checked by @simplewebauthn/server.
import type { FromSchema } from 'json-schema-to-ts';

/** How long the name a member gives a passkey may be. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

const base64url = (maxLength: number) => ({ type: 'string', pattern: '^[A-Za-z0-9_-]*$', maxLength }) as const;
const transports = { type: 'array', maxItems: 8, items: { type: 'string', enum: ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] } } as const;
const extensionResults = { type: 'object', maxProperties: 16 } as const;
/** What every answer of an authenticator (PublicKeyCredential as JSON) carries besides its response. */
const CREDENTIAL_REQUIRED = ['id', 'rawId', 'type', 'response', 'clientExtensionResults'] as const;
const credentialFields = {
  id: { ...base64url(1366), minLength: 1 },
  rawId: { ...base64url(1366), minLength: 1 },
  type: { const: 'public-key' },
  authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
  clientExtensionResults: extensionResults,
} as const;

/** One passkey as its member sees it. */
export const passkeyEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'createdAt', 'lastUsedAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const passkeyListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['passkeys'],
  properties: { passkeys: { type: 'array', items: passkeyEntrySchema } },
} as const;

export const passkeyIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { ...base64url(1366), minLength: 1 } },
} as const;

/** A new passkey: the member's name for it and the authenticator's answer (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = {
  type: 'object',
  required: ['name', 'response'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: PASSKEY_NAME_MAX_LENGTH, pattern: '\\S' },
    response: {
      type: 'object',
      required: CREDENTIAL_REQUIRED,
      additionalProperties: false,
      properties: {
        ...credentialFields,
        response: {
          type: 'object',
          required: ['clientDataJSON', 'attestationObject'],
          additionalProperties: false,
          properties: {
            clientDataJSON: base64url(4096),
            attestationObject: base64url(8192),
            authenticatorData: base64url(4096),
            transports,
            publicKeyAlgorithm: { type: 'integer' },
            publicKey: base64url(4096),
          },
        },
      },
    },
  },
} as const;

/** A sign-in: the authenticator's answer (AuthenticationResponseJSON) and, at the account home, the site to return to. */
export const passkeySignInSchema = {
  type: 'object',
  required: ['response'],
  additionalProperties: false,
  properties: {
    response: {
      type: 'object',
      required: CREDENTIAL_REQUIRED,
      additionalProperties: false,
      properties: {
        ...credentialFields,
        response: {
          type: 'object',
          required: ['clientDataJSON', 'authenticatorData', 'signature'],
          additionalProperties: false,
          properties: {
            clientDataJSON: base64url(4096),
            authenticatorData: base64url(4096),
            signature: base64url(1024),
            userHandle: base64url(128),
          },
        },
      },
    },
    /** The site whose login page sent the visitor (its origin), or none: this site. */
    site: { type: 'string', maxLength: 300 },
    /** Where to go on that site afterwards (a path). */
    from: { type: 'string', maxLength: 2048 },
  },
} as const;

/** Where the browser goes once signed in: a path of this site, or a URL of the site that asked (through its hand-off). */
export const passkeySignedInSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['next'],
  properties: { next: { type: 'string' } },
} as const;

export const passkeyRemovedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['removed'],
  properties: { removed: { type: 'integer', minimum: 0 } },
} as const;

export type PasskeyEntry = FromSchema<typeof passkeyEntrySchema>;
export type PasskeyList = FromSchema<typeof passkeyListSchema>;
export type PasskeyRegistration = FromSchema<typeof passkeyRegistrationSchema>;
export type PasskeySignIn = FromSchema<typeof passkeySignInSchema>;
