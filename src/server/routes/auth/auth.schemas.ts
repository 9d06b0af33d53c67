// JSON schemas of the auth endpoints; Fastify validates every request against them.
import { EMAIL_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shared/accounts';

const userSchema = {
  type: 'object',
  required: ['name', 'email', 'entitled', 'internal', 'roles', 'mustChangePassword', 'validFrom', 'validTo'],
  properties: {
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    entitled: { type: 'boolean' },
    internal: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string' } },
    mustChangePassword: { type: 'boolean' },
    validFrom: { type: ['string', 'null'] },
    validTo: { type: ['string', 'null'] },
  },
} as const;

export const authStatusSchema = {
  type: 'object',
  required: ['user', 'token'],
  properties: { user: userSchema, token: { type: 'string' } },
} as const;

export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
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
    200: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    '4xx': errorSchema,
  },
} as const;

export const emptyBodySchema = {
  body: { type: 'object', additionalProperties: false, properties: {} },
} as const;
