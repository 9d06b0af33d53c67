// TLS when the server terminates it itself (TLS_CERT/TLS_KEY): TLS 1.3, and TLS 1.2 only with
// forward-secret AEAD suites (ECDHE with AES-GCM or ChaCha20-Poly1305) — no CBC, no static RSA.
import type { SecureContextOptions, TlsOptions } from 'node:tls';

export const TLS12_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
];

export function serverTlsOptions(cert: SecureContextOptions['cert'], key: SecureContextOptions['key']): TlsOptions {
  return { cert, key, minVersion: 'TLSv1.2', ciphers: TLS12_CIPHERS.join(':'), honorCipherOrder: true };
}
