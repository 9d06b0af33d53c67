// Types of the JSON the API reads and answers (SPEC §7), shared by server and client. Each is
// derived from its JSON schema in api-schemas.ts, the one description of that JSON
// (docs/decisions/022): the schema is what Fastify validates and serialises, so the type cannot
// promise a field the server does not send or accept.
import type { FromSchema } from 'json-schema-to-ts';
import type {
  accountPatchSchema,
  adminUserSchema,
  apiErrorSchema,
  auditEntrySchema,
  authStatusSchema,
  authUserSchema,
  debugDataSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  signupRequestSchema,
} from './api-schemas';
import { ROLES } from './api-schemas';

export { ROLES };
export type Role = (typeof ROLES)[number];

export type AuthUser = FromSchema<typeof authUserSchema>;
/** Body of a successful login and of GET /api/check-auth-status. */
export type AuthStatus = FromSchema<typeof authStatusSchema>;
export type LoginRequest = FromSchema<typeof loginRequestSchema>;
export type ApiErrorBody = FromSchema<typeof apiErrorSchema>;
export type DebugData = FromSchema<typeof debugDataSchema>;
export type SignupRequest = FromSchema<typeof signupRequestSchema>;
export type PasswordChangeRequest = FromSchema<typeof passwordChangeRequestSchema>;
/** Changes an administrator may make to an account (PATCH /api/admin/users/:name). */
export type AccountPatch = FromSchema<typeof accountPatchSchema>;
export type AdminUser = FromSchema<typeof adminUserSchema>;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;
