// Anchor: Debian's nginx, one worker (as the review ran it), over TLS with the product's
// certificate, pinned to the servers' core (system.mjs). On port: pagesDir at /pages/ — files
// byte-identical to what the product sent (name and name.gz, gzip_static) — and the client build
// at /. On minimalPort (optional): the minimal React + Router page's build, gzipped on the fly.
// Returns null when nginx is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForAnswer } from './http.mjs';
import { pinned } from './system.mjs';

export async function startNginx(plan, { dir, port, root, pagesDir, cert, key, minimal }) {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!binary) return null;
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const minimalServer = minimal
    ? `
  server {
    listen 127.0.0.1:${minimal.port} ssl;
    ssl_certificate ${cert}; ssl_certificate_key ${key};
    root ${minimal.root};
    gzip on; gzip_types text/css application/javascript;
    location / { try_files $uri /index.html; }
  }`
    : '';
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/tmp-body; proxy_temp_path ${dir}/tmp-proxy; fastcgi_temp_path ${dir}/tmp-fastcgi; uwsgi_temp_path ${dir}/tmp-uwsgi; scgi_temp_path ${dir}/tmp-scgi;
  sendfile on; keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${cert}; ssl_certificate_key ${key};
    root ${root};
    gzip_static on;
    location / { try_files $uri /index.html; }
    location /pages/ { alias ${pagesDir}/; }
  }${minimalServer}
}
`,
  );
  const check = spawnSync(binary, ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx configuration: ${check.stderr}`);
  const [command, args] = pinned(plan, 'server', binary, ['-c', conf, '-p', dir]);
  const child = spawn(command, args, { stdio: 'ignore' });
  await waitForAnswer(port, '/pages/');
  return { child, stop: () => child.kill('SIGQUIT') };
}
