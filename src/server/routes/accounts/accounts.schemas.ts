// JSON schemas of the account and admin endpoints: Fastify validates every request against them,
// and the handlers' types come from them (docs/decisions/008). The request types the client
// shares (src/shared/api-types.ts) are checked against them at compile time.
import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/accounts';
import { type AccountPatch, type PasswordChangeRequest, ROLES, type SignupRequest } from '@shared/api-types';
import { LANGUAGE_CODES } from '@shared/languages';
import type { Assert, SameType } from '@server/routes/schema-types';

/** The fields a new account needs: user name, email address and the language of its mail. */
export const newAccountProperties = {
  username: { type: 'string', minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH },
  email: { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH },
  language: { type: 'string', enum: LANGUAGE_CODES },
} as const;

export const newAccountRequired = ['username', 'email', 'language'] as const;

export const signupBody = { type: 'object', required: newAccountRequired, additionalProperties: false, properties: newAccountProperties } as const;

export const passwordChangeBody = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

export const unsubscribeBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 1024 } },
} as const;

const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** What an administrator may change of an account. */
export const accountPatchProperties = {
  entitled: { type: 'boolean' },
  internal: { type: 'boolean' },
  roles: { type: 'array', items: { type: 'string', enum: ROLES }, uniqueItems: true },
  validFrom: dateTime,
  validTo: dateTime,
  disabled: { type: 'boolean' },
} as const;

export const accountPatchBody = { type: 'object', additionalProperties: false, minProperties: 1, properties: accountPatchProperties } as const;

export const newAccountByAdminBody = {
  type: 'object',
  required: newAccountRequired,
  additionalProperties: false,
  properties: { ...newAccountProperties, ...accountPatchProperties },
} as const;

export const accountNameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: LOGIN_NAME_MAX_LENGTH } } } as const;

export const emptyObjectBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Fails to compile when a schema and the shared type of the same body drift apart. */
export type SchemasMatchSharedTypes = [
  Assert<SameType<FromSchema<typeof signupBody>, SignupRequest>>,
  Assert<SameType<FromSchema<typeof passwordChangeBody>, PasswordChangeRequest>>,
  Assert<SameType<FromSchema<typeof accountPatchBody>, AccountPatch>>,
];
