import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';
import { describeStartupError, startupSummary, wantsPrettyLog } from './startup';

const base = { DATA_DIR: '/srv/sites-data', SESSION_SECRET: 's'.repeat(40) };

describe('startupSummary', () => {
  it('says which sites and hosts run, where to open them, and which database and mail', () => {
    const lines = startupSummary(loadServerConfig(base), { host: '127.0.0.1', port: 3000 });
    expect(lines[0]).toMatch(/^Serving \d+ sites:$/);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}diakonie-forum\.example \(forum\): diakonie-forum\.example/));
    expect(lines).toContain('Open http://localhost:3000/ (on a local host: the construction site and a switch between all sites)');
    expect(lines).toContain(`Database: embedded (PGlite) in ${path.join('/srv/sites-data', 'db')}`);
    expect(lines).toContain(`Mail: written to ${path.join('/srv/sites-data', 'outbox')} (no SMTP_URL set)`);
  });

  it('names PostgreSQL and SMTP without their passwords', () => {
    const config = loadServerConfig({ ...base, DATABASE_URL: 'postgresql://sites:db-pass@db.internal:5433/sites', SMTP_URL: 'smtp://mailer:mail-pass@mail.example.org:587' });
    const text = startupSummary(config, { host: '0.0.0.0', port: 8080 }).join('\n');
    expect(text).toContain('Database: PostgreSQL at db.internal:5433/sites');
    expect(text).toContain('Mail: sent through smtp://mail.example.org:587');
    expect(text).not.toMatch(/db-pass|mail-pass/);
  });
});

describe('describeStartupError', () => {
  const address = { host: '127.0.0.1', port: 3000 };
  it('says which port is taken and what to change', () => {
    expect(describeStartupError(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), address)).toBe(
      'Port 3000 on 127.0.0.1 is in use by another program: stop it, or choose another port with PORT.',
    );
    expect(describeStartupError(Object.assign(new Error('listen EACCES'), { code: 'EACCES' }), { host: '0.0.0.0', port: 80 })).toMatch(/^Port 80 .*PORT/);
    expect(describeStartupError(new Error('something else'), address)).toBe('something else');
  });
});

describe('wantsPrettyLog', () => {
  it('is pretty only on a terminal outside production', () => {
    expect(wantsPrettyLog({}, true)).toBe(true);
    expect(wantsPrettyLog({}, false)).toBe(false);
    expect(wantsPrettyLog({ NODE_ENV: 'production' }, true)).toBe(false);
    expect(wantsPrettyLog({ LOG_FORMAT: 'json' }, true)).toBe(false);
  });
});
