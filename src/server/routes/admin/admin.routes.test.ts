// The administration answers are serialised by their shared JSON schemas: whatever a service hands
// back, only the fields the schema names leave the server (docs/decisions/022).
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry } from '@shared/api-types';
import type { AccountService } from '@server/services/account.service';
import type { SessionService } from '@server/services/session.service';
import { adminRoutes } from './admin.routes';

const account: AdminUser = {
  name: 'anna',
  email: 'anna@example.org',
  entitled: true,
  internal: false,
  roles: [],
  disabled: false,
  mustChangePassword: false,
  validFrom: null,
  validTo: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  mail: { status: 'sent', error: null, at: '2026-11-01T10:00:01.000Z' },
};
const entry: AuditEntry = { actor: 'owner', action: 'user.update', target: 'anna', details: null, at: '2026-11-02T08:00:00.000Z' };

/** The admin routes over services that leak more than they should (a row spread into the answer). */
async function adminServer(signedIn: boolean) {
  const leakyAdmin = {
    listUsers: async () => [{ ...account, password_hash: '$argon2id$secret', mail: { ...account.mail, smtpTranscript: 'RCPT TO…' } }],
    auditLog: async () => [{ ...entry, ip: '192.0.2.7' }],
  };
  const administrator = { user: { name: 'owner', roles: ['owner'], mustChangePassword: false } };
  const deps = {
    accounts: { admin: leakyAdmin } as unknown as AccountService,
    sessions: { resolve: async () => (signedIn ? administrator : null) } as unknown as SessionService,
  };
  const app = Fastify();
  await app.register(cookie);
  await app.register((instance) => adminRoutes(instance, deps));
  return app;
}

describe('administration answers', () => {
  it('send only the fields of an account the schema names, never a stored secret', async () => {
    const app = await adminServer(true);
    const response = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('RCPT');
    expect(response.json()).toEqual({ users: [account] });
  });

  it('send only the fields of an audit entry the schema names', async () => {
    const app = await adminServer(true);
    const response = await app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(response.json()).toEqual({ entries: [entry] });
  });

  it('refuse a visitor without a session with the shared error shape', async () => {
    const app = await adminServer(false);
    const response = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'not_authenticated', message: 'No valid session.' } });
  });
});
