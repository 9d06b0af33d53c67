// The JSON the API reads and answers (SPEC §7), described once as JSON Schema (docs/decisions/022).
// Fastify validates requests and serialises answers with these objects; the TypeScript types of
// the same JSON, for the handlers and for the client, are derived from them (api-types.ts), so a
// field added here is known everywhere and a field not here cannot be sent or accepted.
import { EMAIL_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './accounts';
import { LANGUAGE_CODES } from './languages';

export const ROLES = ['admin', 'owner'] as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const roles = { type: 'array', items: { type: 'string', enum: ROLES } } as const;

/** What the client knows of an account: the signed-in member's own, and each row of the administration list. */
const accountProperties = {
  name: { type: 'string' },
  /** The account's email address; null for a shared first-level account. */
  email: nullableString,
  entitled: { type: 'boolean' },
  internal: { type: 'boolean' },
  roles,
  /** Set after login with an initial password: the member area opens once a new one is chosen. */
  mustChangePassword: { type: 'boolean' },
  /** Validity of the account (ISO 8601), or null when open-ended. */
  validFrom: nullableString,
  validTo: nullableString,
} as const;
const accountRequired = ['name', 'email', 'entitled', 'internal', 'roles', 'mustChangePassword', 'validFrom', 'validTo'] as const;

/** The signed-in member as the client knows it. */
export const authUserSchema = { type: 'object', additionalProperties: false, required: accountRequired, properties: accountProperties } as const;

/**
 * Body of a successful login and of GET /api/check-auth-status. `token` is the session JWT without
 * its signature ('header.payload.'), for the client's timers only: it cannot be replayed as the
 * cookie, which alone carries the signed token (docs/decisions/014).
 */
export const authStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'token'],
  properties: { user: authUserSchema, token: { type: 'string' } },
} as const;

/** Every refusal: a stable code for programs and a sentence for people. */
export const apiErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: { type: 'object', additionalProperties: false, required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
} as const;

/** A confirmation in words, the answer of most changes. */
export const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** The login form (spec §2): user name, email address (optional), password. */
export const loginRequestSchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH },
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

export const logoutRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: 500 } },
} as const;

/** A body that must be empty (a POST whose meaning is in its address). */
export const emptyRequestSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The debug account of a development server (never in production). */
export const debugDataSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['debug', 'user'],
  properties: {
    debug: { type: 'boolean', const: true },
    user: { type: 'object', additionalProperties: false, required: ['name', 'pass'], properties: { name: { type: 'string' }, pass: { type: 'string' } } },
  },
} as const;

/** The fields a new account needs: user name, email address and the language of its mail. */
const newAccountProperties = {
  username: { type: 'string', minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH },
  email: { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH },
  language: { type: 'string', enum: LANGUAGE_CODES },
} as const;
const newAccountRequired = ['username', 'email', 'language'] as const;

export const signupRequestSchema = { type: 'object', required: newAccountRequired, additionalProperties: false, properties: newAccountProperties } as const;

export const passwordChangeRequestSchema = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
  },
} as const;

export const unsubscribeRequestSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', maxLength: 1024 } },
} as const;

/** What an administrator may change of an account (PATCH /api/admin/users/:name). */
const accountPatchProperties = {
  entitled: { type: 'boolean' },
  internal: { type: 'boolean' },
  roles: { ...roles, uniqueItems: true },
  validFrom: nullableDateTime,
  validTo: nullableDateTime,
  disabled: { type: 'boolean' },
} as const;

export const accountPatchSchema = { type: 'object', additionalProperties: false, minProperties: 1, properties: accountPatchProperties } as const;

export const newAccountByAdminSchema = {
  type: 'object',
  required: newAccountRequired,
  additionalProperties: false,
  properties: { ...newAccountProperties, ...accountPatchProperties },
} as const;

export const accountNameParamsSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: LOGIN_NAME_MAX_LENGTH } },
} as const;

/** The last initial-password mail of an account, as the administrator sees it. */
const accountMailSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['status', 'error', 'at'],
  properties: { status: { type: 'string' }, error: nullableString, at: { type: 'string' } },
} as const;

/** An account in the administration list. */
export const adminUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...accountRequired, 'disabled', 'lastLoginAt', 'createdAt', 'mail'],
  properties: { ...accountProperties, disabled: { type: 'boolean' }, lastLoginAt: nullableString, createdAt: { type: 'string' }, mail: accountMailSchema },
} as const;

export const adminUserListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['users'],
  properties: { users: { type: 'array', items: adminUserSchema } },
} as const;

/** One line of the audit log. */
export const auditEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['actor', 'action', 'target', 'details', 'at'],
  properties: { actor: { type: 'string' }, action: { type: 'string' }, target: nullableString, details: nullableString, at: { type: 'string' } },
} as const;

export const auditLogSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['entries'],
  properties: { entries: { type: 'array', items: auditEntrySchema } },
} as const;
