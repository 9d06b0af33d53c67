import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, ENVIRONMENT_VARIABLES, listenAddress, loadServerConfig, withEnvFile } from './config';

const folder = mkdtempSync(path.join(tmpdir(), 'config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const base = { DATA_DIR: folder, SESSION_SECRET: 's'.repeat(40) };

describe('loadServerConfig', () => {
  it('reads the defaults: embedded database in DATA_DIR, outbox mail, limits', () => {
    const config = loadServerConfig(base);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: path.join(folder, 'db') });
    expect(config.mail).toMatchObject({ smtpUrl: null, outboxDir: path.join(folder, 'outbox') });
    expect(config.loginLimits).toMatchObject({ perClientMax: 20, perUserMax: 8 });
    expect(config.debug).toBe(false);
    expect(config.tls).toBeNull();
  });

  it('exports traces only when OTEL_EXPORTER_OTLP_ENDPOINT names an http(s) URL, with OTEL_EXPORTER_OTLP_HEADERS and OTEL_SERVICE_NAME', () => {
    expect(loadServerConfig(base).telemetry).toBeNull();
    expect(loadServerConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: '' }).telemetry).toBeNull();
    expect(loadServerConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).telemetry).toEqual({ endpoint: 'http://collector:4318', headers: {}, serviceName: 'heartfelt-sites' });
    const hosted = loadServerConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example/otlp/', OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Basic%20abc,x-tenant = sites,broken', OTEL_SERVICE_NAME: 'sites-eu' });
    expect(hosted.telemetry).toEqual({ endpoint: 'https://otlp.example/otlp/', headers: { Authorization: 'Basic abc', 'x-tenant': 'sites' }, serviceName: 'sites-eu' });
    expect(() => loadServerConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('reads the render limits (RENDER_CONCURRENCY, RENDER_QUEUE) and refuses a concurrency below 1', () => {
    expect(loadServerConfig(base).renderLimits).toEqual({ concurrency: 4, queue: 256 });
    expect(loadServerConfig({ ...base, RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0' }).renderLimits).toEqual({ concurrency: 1, queue: 0 });
    expect(() => loadServerConfig({ ...base, RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
  });

  it('reads the timeouts and the per-client connection bound, and keeps the header timeout within the request timeout', () => {
    expect(loadServerConfig(base).connections).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 10_000, idleTimeoutMs: 60_000, perClient: 64 });
    expect(loadServerConfig({ ...base, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', CONNECTIONS_PER_CLIENT: '0' }).connections).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 2000, perClient: 0 });
    expect(() => loadServerConfig({ ...base, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/);
  });

  it('reads a DKIM key (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE), all three or none, and checks the key', () => {
    expect(loadServerConfig(base).mail.dkim).toBeNull();
    const keyFile = path.join(folder, 'dkim.pem');
    writeFileSync(keyFile, generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const dkim = loadServerConfig({ ...base, DKIM_DOMAIN: 'Diakonie-Forum.example', DKIM_SELECTOR: 'sites2026', DKIM_PRIVATE_KEY_FILE: keyFile }).mail.dkim;
    expect(dkim).toMatchObject({ domainName: 'diakonie-forum.example', keySelector: 'sites2026' });
    expect(dkim?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(() => loadServerConfig({ ...base, DKIM_DOMAIN: 'diakonie-forum.example' })).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE must be set together/);
    const notAKey = path.join(folder, 'not-a-key.pem');
    writeFileSync(notAKey, 'hello');
    expect(() => loadServerConfig({ ...base, DKIM_DOMAIN: 'diakonie-forum.example', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY_FILE: notAKey })).toThrow(/DKIM_PRIVATE_KEY_FILE: .* is not a private key/);
    expect(() => loadServerConfig({ ...base, DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY_FILE: keyFile })).toThrow(/DKIM_DOMAIN: must be a domain name/);
  });

  it('names every bad variable and why', () => {
    expect(() => loadServerConfig({ ...base, PORT: '70000', DATABASE_URL: 'mysql://x', DEBUG: 'maybe' })).toThrow(ConfigError);
    try {
      loadServerConfig({ ...base, PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    }
  });

  it('wants TLS_CERT and TLS_KEY together, and names a missing file', () => {
    expect(() => loadServerConfig({ ...base, TLS_CERT: 'cert.pem' })).toThrow(/TLS_CERT and TLS_KEY must be set together/);
    const missing = path.join(folder, 'nope.pem');
    expect(() => loadServerConfig({ ...base, TLS_CERT: missing, TLS_KEY: missing })).toThrow(`TLS_CERT: the file ${missing} does not exist`);
  });

  it('takes PostgreSQL from DATABASE_URL and SMTP from separate settings', () => {
    const config = loadServerConfig({ ...base, DATABASE_URL: 'postgresql://sites@db/sites', SMTP_HOST: 'mail.example.org', SMTP_USER: 'u', SMTP_PASSWORD: 'p w' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://sites@db/sites' });
    expect(config.mail.smtpUrl).toMatch(/^smtp:\/\/u:p%20w@mail\.example\.org/);
  });

  it('listens on 127.0.0.1:3000 unless told otherwise', () => {
    expect(listenAddress({})).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(listenAddress({ PORT: '8080', HOST: '0.0.0.0' })).toEqual({ port: 8080, host: '0.0.0.0' });
  });
});

describe('the .env file', () => {
  it('adds its settings where the environment has none; the environment wins', () => {
    const file = path.join(folder, '.env');
    writeFileSync(file, '# comment\nPORT=4000\nHOST=0.0.0.0\nMAIL_FROM="Sites <s@example.org>"\n');
    expect(withEnvFile({ HOST: '127.0.0.1', OTHER: undefined }, file)).toEqual({ PORT: '4000', HOST: '127.0.0.1', MAIL_FROM: 'Sites <s@example.org>' });
    expect(withEnvFile({ HOST: 'x' }, path.join(folder, 'missing.env'))).toEqual({ HOST: 'x' });
  });

  it('.env.example lists every variable the server reads', () => {
    const listed = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(ENVIRONMENT_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !ENVIRONMENT_VARIABLES.includes(name!))).toEqual([]);
  });
});
