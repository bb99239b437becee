// How fast our server answers a static GET, against nginx on the same file: Debian's nginx with a
// configuration of its own (in a temporary folder, started and stopped here, never as a system
// service), loaded by wrk in alternating rounds, so both meet the same load of a shared machine.
// nginx sends the same headers as our server (security-headers.ts) and the same gzip file
// (gzip_static), with an ETag.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCspMeta, securityHeaders } from '../../src/server/security-headers.ts';
import { ensureDebianTools, NGINX, WRK } from './debian-tools.ts';
import { median } from './lighthouse.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function nginxConfig(dir: string, dist: string, port: number, path: string): string {
  const headers = { ...securityHeaders(readCspMeta(dist)), 'cache-control': 'no-cache' };
  const addHeaders = Object.entries(headers).map(
    ([name, value]) => `      add_header ${name} '${value.replace(/'/g, "\\'")}' always;`,
  );
  return `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  gzip_vary on;
  etag on;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    location = ${path} {
      default_type 'text/html; charset=utf-8';
      try_files ${path}/index.html =404;
${addHeaders.join('\n')}
    }
  }
}
`;
}

async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${url} never answered`);
}

/** Requests per second wrk reaches on one URL. */
function wrkRate(url: string, seconds: number, headers: Record<string, string>): number {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const result = spawnSync(WRK, ['-t2', '-c32', `-d${seconds}s`, ...headerArgs, url], { encoding: 'utf8' });
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || rate === undefined)
    throw new Error(`wrk failed on ${url}: ${result.stderr || result.stdout}`);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(result.stdout);
  if (errors) throw new Error(`${url} answered ${errors[1]} requests with an error status`);
  return Number(rate);
}

export interface StaticRate {
  path: string;
  node: number;
  nginx: number;
  ratio: number;
}

/** Median requests per second of our server and of nginx on one page, over alternating rounds. */
export async function staticRate(
  dist: string,
  siteUrl: string,
  path: string,
  options: { rounds: number; seconds: number; headers: Record<string, string> },
): Promise<StaticRate> {
  ensureDebianTools({ [NGINX]: 'nginx', [WRK]: 'wrk' });
  const dir = mkdtempSync(join(tmpdir(), 'cortracker-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, dist, port, path));
  const nginx: ChildProcess = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  try {
    const nginxUrl = `http://127.0.0.1:${port}${path}`;
    await waitUntilServing(nginxUrl);
    const rates = { node: [] as number[], nginx: [] as number[] };
    for (let round = 0; round < options.rounds; round++) {
      rates.nginx.push(wrkRate(nginxUrl, options.seconds, options.headers));
      rates.node.push(wrkRate(siteUrl + path, options.seconds, options.headers));
    }
    const node = median(rates.node);
    const nginxRate = median(rates.nginx);
    return { path, node, nginx: nginxRate, ratio: node / nginxRate };
  } finally {
    const stopped = new Promise((done) => nginx.once('exit', done));
    nginx.kill('SIGQUIT');
    await stopped;
    rmSync(dir, { recursive: true, force: true });
  }
}
