// The accounts every browser-test server is seeded with.
export interface TestAccount {
  username: string;
  email?: string;
  password: string;
  entitled: boolean;
  internal: boolean;
}

export const TEST_ACCOUNTS = {
  member: { username: 'gemeinde', password: 'shared-first-level-1', entitled: false, internal: false },
  entitled: { username: 'clara', email: 'clara@diakonie-forum.example', password: 'personal-secret-1', entitled: true, internal: true },
} as const satisfies Record<string, TestAccount>;
