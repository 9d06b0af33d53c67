// The limits on guessing (SPEC §5: the server throttles logins), counted in the database so that
// N instances enforce one limit:
// - every login attempt of a client address: at most perClientMax a minute (then 429);
// - failed passwords for one user name from one address: perUserMax in the window lock that pair
//   out (429) — the owner of the name, elsewhere, can still log in;
// - failed passwords for one user name from all addresses: beyond perUserMax each further attempt
//   for the name waits longer (250 ms, doubling, at most 5 s), which slows a distributed guess
//   without locking the owner out. An attempt is counted for the name when it is admitted, before
//   its password is checked, and taken back when the password was right: attempts in flight at
//   the same time each see the ones before them, so parallel guesses wait as sequential ones do;
// - sign-ups of a client address: at most signupsPerHour an hour.
import type { LoginLimits } from '@server/config';
import type { RateLimitRepository } from '@server/db/rate-limit.repository';

export const SLOWDOWN_FIRST_MS = 250;
export const SLOWDOWN_MAX_MS = 5000;
const SIGNUP_WINDOW_MS = 3_600_000;
/** Ended windows are removed after this many counted attempts. */
const CLEANUP_EVERY = 500;

export type Admission = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

const secondsUntil = (resetAt: number, now: Date) => Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));

export class LoginThrottle {
  private hits = 0;

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly limits: LoginLimits & { signupsPerHour: number },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Before a password is checked: refused with the seconds to wait, or allowed after a delay. */
  async admitLogin(userName: string, client: string): Promise<Admission> {
    const now = this.now();
    const attempts = await this.count(`login:client:${client}`, this.limits.perClientWindowMs, now);
    if (attempts.count > this.limits.perClientMax) return { allowed: false, retryAfterSeconds: secondsUntil(attempts.resetAt, now) };
    const pair = await this.counters.peek(pairKey(userName, client), now);
    if (pair.count >= this.limits.perUserMax) return { allowed: false, retryAfterSeconds: secondsUntil(pair.resetAt, now) };
    // One atomic count per attempt: concurrent attempts get 1, 2, 3, ... however they interleave.
    const name = await this.count(nameKey(userName), this.limits.perUserWindowMs, now);
    return { allowed: true, delayMs: slowdownMs(name.count - 1, this.limits.perUserMax) };
  }

  /** The name's count was taken at admission; the pair learns of the failure now. */
  async loginFailed(userName: string, client: string): Promise<void> {
    await this.count(pairKey(userName, client), this.limits.perUserWindowMs, this.now());
  }

  /**
   * A right password clears its address's failures for the name and takes back its own count of
   * the name (the name's other failures decay by themselves).
   */
  async loginSucceeded(userName: string, client: string): Promise<void> {
    await this.counters.reset(pairKey(userName, client));
    await this.counters.takeBack(nameKey(userName), this.now());
  }

  /** A step of a passkey ceremony from a client address (issue 20): counted like logins, the seconds to wait when over, else 0. */
  async admitPasskeyStep(client: string): Promise<number> {
    const now = this.now();
    const steps = await this.count(`passkey:client:${client}`, this.limits.perClientWindowMs, now);
    return steps.count > this.limits.perClientMax ? secondsUntil(steps.resetAt, now) : 0;
  }

  /** A sign-up of a client address: the seconds to wait when over the hourly limit, else 0. */
  async admitSignup(client: string): Promise<number> {
    const now = this.now();
    const signups = await this.count(`signup:client:${client}`, SIGNUP_WINDOW_MS, now);
    return signups.count > this.limits.signupsPerHour ? secondsUntil(signups.resetAt, now) : 0;
  }

  private async count(key: string, windowMs: number, now: Date) {
    this.hits += 1;
    if (this.hits % CLEANUP_EVERY === 0) await this.counters.deleteEnded(now);
    return this.counters.hit(key, windowMs, now);
  }
}

const normalizedName = (userName: string) => userName.trim().toLowerCase();
const PAIR_PREFIX = 'login:pair:';
const pairKey = (userName: string, client: string) => `${PAIR_PREFIX}${client}:${normalizedName(userName)}`;
const nameKey = (userName: string) => `login:name:${normalizedName(userName)}`;

/**
 * Lifts the lock-out of a name (the administrator's command): forgets its failures from every
 * address and its slowdown. Returns how many counters were dropped.
 */
export function liftLoginLockout(counters: Pick<RateLimitRepository, 'resetKeyAndMatching'>, userName: string): Promise<number> {
  return counters.resetKeyAndMatching(nameKey(userName), PAIR_PREFIX, `:${normalizedName(userName)}`);
}

/** The wait before checking a password for a name with this many recent failures from anywhere. */
export function slowdownMs(failures: number, perUserMax: number): number {
  if (failures < perUserMax) return 0;
  return Math.min(SLOWDOWN_FIRST_MS * 2 ** (failures - perUserMax), SLOWDOWN_MAX_MS);
}
