// Where a session starts: the site's host and a coarse browser family and platform ("Chrome",
// "Android"), parsed from the User-Agent by bowser. Only these names are kept, never the full
// User-Agent (it would add a fingerprint to every session row for nothing the member needs).
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from './session.service';

const NAME_MAX_LENGTH = 40;

function shortName(name: string | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed.slice(0, NAME_MAX_LENGTH) : null;
}

/** The browser family and platform of a User-Agent; null for each part it does not name. */
export function browserFamily(userAgent: string | undefined): { browser: string | null; platform: string | null } {
  if (!userAgent) return { browser: null, platform: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  return { browser: shortName(parsed.browser.name), platform: shortName(parsed.os.name) };
}

/** The origin of a session started by this request. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  return { host: request.requestSite.site.domain, ...browserFamily(request.headers['user-agent']) };
}
