// Unsubscribe links (SPEC §6): a token naming an email address, signed with the server secret, so
// that a link cannot be made for another address; following it stops every further mail.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountRepository } from '@server/db/account.repository';

export class UnsubscribeLinks {
  constructor(
    private readonly accounts: Pick<AccountRepository, 'optOut'>,
    private readonly secret: string,
  ) {}

  /** A signed token naming an email address, for unsubscribe links. */
  token(email: string): string {
    const address = Buffer.from(email.toLowerCase()).toString('base64url');
    return `${address}.${this.sign(address)}`;
  }

  /** Opts the token's address out of all mail; false for a token that is not ours. */
  async unsubscribe(token: string): Promise<boolean> {
    const [address, signature] = token.split('.');
    if (!address || !signature) return false;
    const expected = Buffer.from(this.sign(address));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const email = Buffer.from(address, 'base64url').toString('utf8');
    await this.accounts.optOut(email, { actor: 'visitor', action: 'unsubscribe', target: email });
    return true;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${value}`).digest('base64url');
  }
}
