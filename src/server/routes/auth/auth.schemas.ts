// Route schemas of the auth endpoints, assembled from the shared JSON schemas (src/shared/api-schemas.ts):
// Fastify validates every request and serialises every answer with them, and the handlers' types
// come from them (docs/decisions/022).
import { apiErrorSchema, authStatusSchema, emptyRequestSchema, loginRequestSchema, logoutRequestSchema, messageSchema } from '@shared/api-schemas';

export const loginSchema = {
  body: loginRequestSchema,
  response: { 200: authStatusSchema, '4xx': apiErrorSchema },
} as const;

export const statusSchema = {
  response: { 200: authStatusSchema, '4xx': apiErrorSchema },
} as const;

export const logoutSchema = {
  body: logoutRequestSchema,
  response: { 200: messageSchema, '4xx': apiErrorSchema },
} as const;

export const emptyBodySchema = { body: emptyRequestSchema } as const;
