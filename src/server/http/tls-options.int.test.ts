// The server's TLS settings against real handshakes: TLS 1.3 and TLS 1.2 with ECDHE and an AEAD
// suite succeed; CBC suites, static-RSA key exchange and TLS 1.1 fail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ConnectionOptions, type Server, connect, createServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTlsOptions } from './tls-options';

function handshake(port: number, options: Partial<ConnectionOptions>): Promise<{ ok: true; protocol: string | null; cipher: string } | { ok: false }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => {
      const result = { ok: true as const, protocol: socket.getProtocol(), cipher: socket.getCipher().name };
      socket.end();
      resolve(result);
    });
    socket.on('error', () => resolve({ ok: false }));
  });
}

describe('TLS settings', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tls-'));
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    server = createServer(serverTlsOptions(readFileSync(cert), readFileSync(key)), (socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('speaks TLS 1.3', async () => {
    expect(await handshake(port, {})).toMatchObject({ ok: true, protocol: 'TLSv1.3' });
  });

  it('speaks TLS 1.2 with forward-secret AEAD suites only', async () => {
    for (const cipher of ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-CHACHA20-POLY1305']) {
      expect(await handshake(port, { maxVersion: 'TLSv1.2', ciphers: cipher }), cipher).toMatchObject({ ok: true, protocol: 'TLSv1.2', cipher });
    }
    for (const cipher of ['AES128-SHA', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES128-SHA', 'ECDHE-RSA-AES256-SHA384']) {
      expect(await handshake(port, { maxVersion: 'TLSv1.2', ciphers: cipher }), cipher).toEqual({ ok: false });
    }
  });

  it('refuses TLS 1.1', async () => {
    expect(await handshake(port, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' })).toEqual({ ok: false });
  });
});
