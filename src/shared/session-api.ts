// The JSON of the session list and the password recovery (issue 20), as JSON Schema: Fastify
// validates and serialises with these objects and both sides take their types from them.
import type { FromSchema } from 'json-schema-to-ts';
import { LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './accounts';
import { LANGUAGE_CODES } from './languages';

const nullableString = { type: ['string', 'null'] } as const;

/** One active session as its member (or an administrator) sees it. */
export const sessionListEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'site', 'browser', 'platform', 'createdAt', 'lastSeenAt', 'current'],
  properties: {
    id: { type: 'string' },
    /** The site (its domain) the session started on. */
    site: nullableString,
    /** Browser family and platform ('Chrome', 'Android'), null when the User-Agent named none. */
    browser: nullableString,
    platform: nullableString,
    createdAt: { type: 'string', format: 'date-time' },
    /** Written at most every few minutes: "last seen" is that precise. */
    lastSeenAt: { type: 'string', format: 'date-time' },
    /** The session of the request that asked. */
    current: { type: 'boolean' },
  },
} as const;

export const sessionListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sessions'],
  properties: { sessions: { type: 'array', items: sessionListEntrySchema } },
} as const;

export const sessionsEndedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ended'],
  properties: { ended: { type: 'integer', minimum: 0 } },
} as const;

export const sessionIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** "Forgot your password?": the user name or the email address, and the language of the page. */
export const passwordResetRequestSchema = {
  type: 'object',
  required: ['login', 'language'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 254 },
    language: { type: 'string', enum: LANGUAGE_CODES },
  },
} as const;

/** The link's secret (from the mail) and the new password. */
export const passwordResetSchema = {
  type: 'object',
  required: ['token', 'newPassword'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

/** Checks a link before the form is shown: whether it can still be used, and for which account. */
export const passwordResetCheckSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const passwordResetCheckAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', maxLength: LOGIN_NAME_MAX_LENGTH } },
} as const;

export type SessionListEntry = FromSchema<typeof sessionListEntrySchema>;
export type SessionList = FromSchema<typeof sessionListSchema>;
export type PasswordResetRequest = FromSchema<typeof passwordResetRequestSchema>;
export type PasswordReset = FromSchema<typeof passwordResetSchema>;
