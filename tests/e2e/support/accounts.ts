// The accounts every browser-test server is seeded with.
import type { Role } from '../../../src/shared/api-types';

export interface TestAccount {
  username: string;
  email?: string;
  password: string;
  entitled: boolean;
  internal: boolean;
  roles?: readonly Role[];
}

export const TEST_ACCOUNTS = {
  member: { username: 'gemeinde', password: 'shared-first-level-1', entitled: false, internal: false },
  entitled: { username: 'clara', email: 'clara@diakonie-forum.example', password: 'personal-secret-1', entitled: true, internal: true },
  owner: {
    username: 'verwalter',
    email: 'verwalter@martin-sommerfeld.example',
    password: 'Owner-Keys-2025!',
    entitled: true,
    internal: true,
    roles: ['owner'],
  },
} as const satisfies Record<string, TestAccount>;
