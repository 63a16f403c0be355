// Starts Debian's nginx on loopback in front of the portal instances, with the example
// configuration deploy/nginx.conf rendered for the test: its ports, a certificate made
// here, and the instances named in PORTAL_UPSTREAMS. Runs in the foreground until killed.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const httpsPort = process.env.PROXY_HTTPS_PORT ?? '8443';
const httpPort = process.env.PROXY_HTTP_PORT ?? '8080';
const upstreams = (process.env.PORTAL_UPSTREAMS ?? '127.0.0.1:3000').split(',');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => {
  try {
    execFileSync(candidate, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!nginxBin) {
  console.error('nginx is not installed (apt-get install nginx-light)');
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
chmodSync(dir, 0o755);
for (const sub of ['logs', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
const cert = path.join(dir, 'cert.pem');
const key = path.join(dir, 'key.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { stdio: 'ignore' },
);

let site = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
site = site
  .replace(/upstream partner_portal \{[^}]*\}/, `upstream partner_portal {\n${upstreams.map((u) => `    server ${u};`).join('\n')}\n    keepalive 16;\n}`)
  .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
  .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
  .replace('/etc/ssl/certs/portal.example.com.pem', cert)
  .replace('/etc/ssl/private/portal.example.com.key', key)
  .replaceAll('return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`);

const main = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
${site}
}
`;
const conf = path.join(dir, 'nginx.conf');
writeFileSync(conf, main);
execFileSync(nginxBin, ['-t', '-p', dir, '-c', conf], { stdio: 'inherit' });
const child = spawn(nginxBin, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code) => process.exit(code ?? 0));
