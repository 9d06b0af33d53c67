// The accounts every browser-test server is seeded with (accounts.json).
import type { Role } from '@shared/api-types';
import accounts from './accounts.json' with { type: 'json' };

export interface TestAccount {
  username: string;
  email?: string;
  password: string;
  entitled: boolean;
  internal: boolean;
  roles?: readonly Role[];
}

/** The accounts, also read by start-server.mjs (which seeds them with the users CLI). */
export const TEST_ACCOUNTS = accounts as { member: TestAccount; entitled: TestAccount & { email: string }; owner: TestAccount & { email: string } };
