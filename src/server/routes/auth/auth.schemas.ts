// JSON schemas of the auth endpoints: Fastify validates every request against them, the handlers'
// types come from them, and the shared types of the same JSON are checked against them.
import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/accounts';
import { type AuthStatus, type LoginRequest, ROLES } from '@shared/api-types';
import type { Assert, SameType } from '@server/routes/schema-types';

const userSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'entitled', 'internal', 'roles', 'mustChangePassword', 'validFrom', 'validTo'],
  properties: {
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    entitled: { type: 'boolean' },
    internal: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string', enum: ROLES } },
    mustChangePassword: { type: 'boolean' },
    validFrom: { type: ['string', 'null'] },
    validTo: { type: ['string', 'null'] },
  },
} as const;

export const authStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'token'],
  properties: { user: userSchema, token: { type: 'string' } },
} as const;

export const errorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: { type: 'object', additionalProperties: false, required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
} as const;

export const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH },
      email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
      password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    },
  },
  response: { 200: authStatusSchema, '4xx': errorSchema },
} as const;

export const statusSchema = {
  response: { 200: authStatusSchema, '4xx': errorSchema },
} as const;

export const logoutSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { message: { type: 'string', maxLength: 500 } },
  },
  response: {
    200: { type: 'object', additionalProperties: false, required: ['message'], properties: { message: { type: 'string' } } },
    '4xx': errorSchema,
  },
} as const;

export const emptyBodySchema = {
  body: { type: 'object', additionalProperties: false, properties: {} },
} as const;

/** Fails to compile when a schema and the shared type of the same JSON drift apart. */
export type SchemasMatchSharedTypes = [
  Assert<SameType<FromSchema<typeof loginSchema.body>, LoginRequest>>,
  Assert<SameType<FromSchema<typeof authStatusSchema>, AuthStatus>>,
];
