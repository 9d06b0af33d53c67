import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry } from '@shared/api-types';
import {
  auditActionKey,
  isOwner,
  isPrivileged,
  knownMailStatus,
  knownRole,
  mailStatusKey,
  mayEditRoles,
  mayManage,
  newestFirst,
  parseAuditDetails,
  withRole,
} from './admin-rules';

describe('roles', () => {
  it('knows who administers', () => {
    expect(isPrivileged([])).toBe(false);
    expect(isPrivileged(['admin'])).toBe(true);
    expect(isPrivileged(['owner'])).toBe(true);
    expect(isOwner(['admin'])).toBe(false);
  });

  it('lets an admin manage everyone but an owner', () => {
    expect(mayManage(['admin'], { roles: [] })).toBe(true);
    expect(mayManage(['admin'], { roles: ['admin'] })).toBe(true);
    expect(mayManage(['admin'], { roles: ['owner'] })).toBe(false);
    expect(mayManage(['owner'], { roles: ['owner'] })).toBe(true);
    expect(mayManage([], { roles: [] })).toBe(false);
  });

  it('lets only the owner change roles', () => {
    expect(mayEditRoles(['admin'])).toBe(false);
    expect(mayEditRoles(['owner'])).toBe(true);
  });

  it('switches one role and keeps the order', () => {
    expect(withRole([], 'owner', true)).toEqual(['owner']);
    expect(withRole(['owner'], 'admin', true)).toEqual(['admin', 'owner']);
    expect(withRole(['admin', 'owner'], 'admin', false)).toEqual(['owner']);
  });
});

describe('mailStatusKey', () => {
  const mail = (status: string): AdminUser['mail'] => ({ status, error: null, at: '2026-01-01T00:00:00.000Z' });
  it('names the known statuses', () => {
    expect(mailStatusKey(null)).toBe('none');
    expect(mailStatusKey(mail('failed'))).toBe('failed');
    expect(mailStatusKey(mail('suppressed'))).toBe('suppressed');
    expect(mailStatusKey(mail('bounced'))).toBe('unknown');
  });
});

describe('names of texts from the server', () => {
  it('finds the mail status a text names, none and unknown included, and nothing for any other text', () => {
    expect(['sent', 'suppressed', 'none', 'unknown', 'bounced', ''].map(knownMailStatus)).toEqual(['sent', 'suppressed', 'none', 'unknown', null, null]);
  });
  it('finds the role a text names', () => {
    expect(['admin', 'owner', 'root'].map(knownRole)).toEqual(['admin', 'owner', null]);
  });
});

describe('audit log', () => {
  const entry = (action: string, at: string): AuditEntry => ({ actor: 'owner', action, target: 'anna', details: null, at });

  it('sorts newest first', () => {
    const sorted = newestFirst([entry('create', '2026-01-01T10:00:00Z'), entry('delete', '2026-01-02T10:00:00Z'), entry('update', '2026-01-01T11:00:00Z')]);
    expect(sorted.map((item) => item.action)).toEqual(['delete', 'update', 'create']);
  });

  it('translates known actions only', () => {
    expect(auditActionKey('update')).toBe('update');
    expect(auditActionKey('something_new')).toBeNull();
  });

  it('reads JSON details as fields and keeps other text', () => {
    expect(parseAuditDetails(null)).toBeNull();
    expect(parseAuditDetails('sent')).toEqual({ kind: 'text', text: 'sent' });
    expect(parseAuditDetails('{"entitled":true,"roles":["admin"],"validTo":null}')).toEqual({
      kind: 'fields',
      fields: [
        { name: 'entitled', value: true },
        { name: 'roles', value: ['admin'] },
        { name: 'validTo', value: null },
      ],
    });
    expect(parseAuditDetails('[1,2]')).toEqual({ kind: 'text', text: '[1,2]' });
  });
});
