// Route schemas of the account and admin endpoints, from the shared JSON schemas
// (src/shared/api-schemas.ts): Fastify validates every request against them, and the handlers'
// types come from them (docs/decisions/022).
export {
  accountNameParamsSchema as accountNameParams,
  accountPatchSchema as accountPatchBody,
  emptyRequestSchema as emptyObjectBody,
  newAccountByAdminSchema as newAccountByAdminBody,
  passwordChangeRequestSchema as passwordChangeBody,
  signupRequestSchema as signupBody,
  unsubscribeRequestSchema as unsubscribeBody,
} from '@shared/api-schemas';
