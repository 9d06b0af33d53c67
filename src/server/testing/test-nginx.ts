// Debian's nginx for integration tests that put the shipped configuration in front of the app: a
// self-signed certificate for the test host, nginx's temporary folders, the configuration checked
// with `nginx -t`, then nginx started in the folder (stopped by the test with SIGQUIT).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function startTestNginx(nginx: string, dir: string, host: string, configuration: (cert: string, key: string) => string): ChildProcess {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, folder));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, configuration(cert, key));
  const check = spawnSync(nginx, ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`);
  return spawn(nginx, ['-c', conf, '-p', dir], { stdio: 'ignore' });
}
