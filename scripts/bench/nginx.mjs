// Debian's nginx serving the same client build over TLS on a port of its own, as the yardstick of
// static serving (gzip_static: the build's .gz files). pagesDir holds snapshots of rendered pages
// (name.html and name.html.gz), served at /pages/name.html. Returns null when nginx is not installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export async function startNginx({ dir, port, root, pagesDir, cert, key }) {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!binary) return null;
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
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
  }
}
`,
  );
  const check = spawnSync(binary, ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx configuration: ${check.stderr}`);
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { stop: () => child.kill('SIGQUIT') };
}
