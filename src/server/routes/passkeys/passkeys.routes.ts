// Passkeys (issue 20):
//   GET    /api/passkeys                         the member's passkeys (on every site)
//   DELETE /api/passkeys/:id                     removes one of them (on every site)
//   POST   /api/passkeys/registration/options    a challenge to add one          } on the account home only
//   POST   /api/passkeys/registration            the authenticator's answer      } (the relying party), or on a
//   POST   /api/passkeys/sign-in/options         a challenge to sign in          } local host, which is its own
//   POST   /api/passkeys/sign-in                 signs in; the answer says where to go next
// A sign-in at the account home is a sign-in of the single sign-on (docs/decisions/016): the page
// goes on to the site that sent the visitor, whose /sign-in/start fetches the one-time code.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeHost } from '@shared/hosts';
import {
  passkeyIdParams,
  passkeyListSchema,
  passkeyRegistrationSchema,
  passkeyRemovedSchema,
  passkeySignInSchema,
  passkeySignedInSchema,
  passkeyEntrySchema,
} from '@shared/passkey-api';
import { safeReturnPath } from '@shared/routes';
import { signInStartUrl } from '@shared/sign-in-handoff';
import { type SiteRegistry, accountHomeOf } from '@shared/site-registry';
import { sendError } from '@server/http/errors';
import { setSessionCookie } from '@server/http/session-cookie';
import { requireSession } from '@server/http/session-guard';
import { keepSignInCookie, registrySiteUrl } from '@server/routes/sign-in-handoff/sign-in-handoff.routes';
import type { LoginThrottle } from '@server/services/login-throttle';
import type { PasskeyService, RelyingParty, StoredPasskey } from '@server/services/passkey.service';
import { sessionOrigin } from '@server/services/session-origin';
import type { SessionService } from '@server/services/session.service';
import type { SignInHandoffService } from '@server/services/sign-in-handoff.service';

export interface PasskeyRouteDeps {
  registry: SiteRegistry;
  passkeys: PasskeyService;
  sessions: SessionService;
  handoff: SignInHandoffService;
  throttle: Pick<LoginThrottle, 'admitPasskeyStep'>;
  accessDurationSeconds: number;
}

const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;
/** The options of a ceremony (PublicKeyCredential…OptionsJSON), made by @simplewebauthn/server and passed on whole. */
const optionsSchema = { type: 'object', additionalProperties: true, required: ['challenge'], properties: { challenge: { type: 'string' } } } as const;

function entryOf(passkey: StoredPasskey) {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null };
}

export async function passkeyRoutes(plain: FastifyInstance, deps: PasskeyRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  const home = accountHomeOf(deps.registry);
  const portOf = (request: FastifyRequest) => normalizeHost(request.requestSite.hostHeader)?.port ?? null;

  /**
   * The relying party of this request: the account home over HTTPS, or a local host (development)
   * as itself; null on any other site, which sends its visitors to the account home instead.
   */
  function partyOf(request: FastifyRequest): RelyingParty | null {
    const port = portOf(request);
    const suffix = port === null ? '' : `:${port}`;
    if (request.requestSite.local) return { rpId: request.requestSite.host, origin: `${request.protocol}://${request.requestSite.host}${suffix}` };
    if (request.protocol !== 'https' || request.requestSite.host !== home.domain) return null;
    return { rpId: home.domain, origin: `https://${home.domain}${suffix}` };
  }

  /** The relying party, once the client address is within its limit; else the answer is sent. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<RelyingParty | null> {
    reply.header('cache-control', 'no-store');
    const party = partyOf(request);
    if (!party) {
      sendError(reply, 404, 'not_account_home', `Passkeys are used on ${home.domain}.`);
      return null;
    }
    const wait = await deps.throttle.admitPasskeyStep(request.ip);
    if (wait > 0) {
      request.log.warn({ event: 'passkey.throttled', retryAfterSeconds: wait }, 'passkey ceremony over the limit');
      reply.header('retry-after', String(wait));
      sendError(reply, 429, 'rate_limited', 'Too many attempts. Try again later.');
      return null;
    }
    return party;
  }

  app.get('/api/passkeys', { schema: { response: { 200: passkeyListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    return { passkeys: (await deps.passkeys.list(session.userId)).map(entryOf) };
  });

  app.delete('/api/passkeys/:id', { schema: { params: passkeyIdParams, body: emptyBody, response: { 200: passkeyRemovedSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    const removed = await deps.passkeys.remove({ id: session.userId, name: session.user.name }, request.params.id);
    // Another member's passkey is answered like one that is gone.
    if (!removed) return sendError(reply, 404, 'passkey_not_found', 'This passkey has been removed already.');
    request.log.info({ event: 'passkey.removed', user: session.user.name }, 'passkey removed');
    return { removed: 1 };
  });

  app.post('/api/passkeys/registration/options', { schema: { body: emptyBody, response: { 200: optionsSchema } } }, async (request, reply) => {
    const party = await admit(request, reply);
    if (!party) return reply;
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    return { ...(await deps.passkeys.registrationOptions({ id: session.userId, name: session.user.name }, party)) };
  });

  app.post('/api/passkeys/registration', { schema: { body: passkeyRegistrationSchema, response: { 200: passkeyEntrySchema } } }, async (request, reply) => {
    const party = await admit(request, reply);
    if (!party) return reply;
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    const member = { id: session.userId, name: session.user.name };
    const outcome = await deps.passkeys.register(member, request.body.name.trim(), request.body.response as RegistrationResponseJSON, party);
    if (!outcome.ok) {
      request.log.info({ event: 'passkey.refused', user: member.name, reason: outcome.reason }, 'passkey not added');
      return sendError(reply, 400, 'passkey_refused', 'The passkey could not be added.');
    }
    request.log.info({ event: 'passkey.added', user: member.name }, 'passkey added');
    return entryOf(outcome.value);
  });

  app.post('/api/passkeys/sign-in/options', { schema: { body: emptyBody, response: { 200: optionsSchema } } }, async (request, reply) => {
    const party = await admit(request, reply);
    if (!party) return reply;
    return { ...(await deps.passkeys.signInOptions(party)) };
  });

  app.post('/api/passkeys/sign-in', { schema: { body: passkeySignInSchema, response: { 200: passkeySignedInSchema } } }, async (request, reply) => {
    const party = await admit(request, reply);
    if (!party) return reply;
    const outcome = await deps.passkeys.signIn(request.body.response as AuthenticationResponseJSON, party);
    if (!outcome.ok) {
      request.log.info({ event: 'passkey.refused', reason: outcome.reason }, 'sign-in with a passkey refused');
      if (outcome.reason === 'account_unusable') return sendError(reply, 403, 'account_not_valid', 'This account cannot sign in at this time.');
      return sendError(reply, 401, 'passkey_refused', 'This passkey was not accepted.');
    }
    const { user } = outcome.value;
    const session = await deps.sessions.issue(user, sessionOrigin(request));
    setSessionCookie(request, reply, session.token, deps.accessDurationSeconds);
    request.log.info({ event: 'passkey.used', user: user.name }, 'signed in with a passkey');
    const from = safeReturnPath(request.body.from, '/dashboard');
    if (request.requestSite.local) return { next: from };
    // The account home holds the sign-in, as after a password login that passed through it.
    keepSignInCookie(reply, await deps.handoff.signInFromSession({ jti: session.id, exp: session.exp, userId: user.id }), deps.accessDurationSeconds);
    const site = registrySiteUrl(deps.registry, request.body.site, portOf(request));
    if (!site || site.site.id === home.id || site.url.pathname !== '/' || site.url.search !== '') return { next: from };
    return { next: `${site.url.origin}${signInStartUrl(from)}` };
  });
}
