// A self-signed certificate for every configured host, made at test time with openssl.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SITES } from './hosts';

export function ensureCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (existsSync(cert) && existsSync(key)) return { cert, key };
  mkdirSync(dir, { recursive: true });
  const names = [...Object.values(SITES), 'localhost'].flatMap((host) => [`DNS:${host}`, `DNS:www.${host}`]);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=heartfelt-sites test',
      '-keyout', key, '-out', cert, '-addext', `subjectAltName=${names.join(',')},IP:127.0.0.1`],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
