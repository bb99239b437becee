// Debian's nginx with the project's deploy/nginx.conf, in a temporary prefix on a free loopback port:
// the lines marked "# deploy:" are replaced with this run's paths, port, upstream and user; nothing
// else of the file changes. Never the system's service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NGINX_HTTP_INCLUDE, NGINX_SERVER_INCLUDE } from '../../../scripts/build/nginx-includes.ts';
import { freePort } from '../../support/postgres-cluster.ts';

const root = resolve(import.meta.dirname, '../../..');
export const NGINX_CONF = join(root, 'deploy/nginx.conf');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian puts nginx in /usr/sbin, which an unprivileged user's PATH may lack. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Why nginx cannot run here, or undefined. */
export function nginxUnavailableReason(): string | undefined {
  if (spawnSync(NGINX, ['-v']).status !== 0) return 'no nginx on the PATH (apt-get install nginx)';
  if (!existsSync(BROTLI_MODULE)) return `no ${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-static)`;
  return undefined;
}

/** deploy/nginx.conf with each "# deploy: <name>" line replaced by `lines[name]` (in order, for repeated names). */
export function renderNginxConf(lines: Record<string, string[]>): string {
  const used: Record<string, number> = {};
  return readFileSync(NGINX_CONF, 'utf8')
    .split('\n')
    .map((line) => {
      const name = /#\s*deploy:\s*([\w-]+)\s*$/.exec(line)?.[1];
      if (!name) return line;
      const replacements = lines[name];
      if (!replacements) throw new Error(`no value for the deploy line "${name}": ${line.trim()}`);
      const index = (used[name] = (used[name] ?? -1) + 1);
      const indent = /^\s*/.exec(line)![0];
      return replacements[index] === undefined
        ? `${indent}# (${name}: not used here)`
        : `${indent}${replacements[index]}`;
    })
    .join('\n');
}

/** nginx serving `distDir` on a free port, in front of the given Node instances (host:port). */
export async function startNginx(distDir: string, upstreams: string[]): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'cortracker-nginx-'));
  for (const dir of ['logs', 'temp/body', 'temp/proxy']) mkdirSync(join(prefix, dir), { recursive: true });
  const port = await freePort();
  const conf = renderNginxConf({
    user: [`user ${userInfo().username};`],
    pid: [`pid ${join(prefix, 'nginx.pid')};`],
    error_log: [`error_log ${join(prefix, 'logs/error.log')} warn;`],
    brotli: [`load_module ${BROTLI_MODULE};`, 'brotli_static on;'],
    mime: ['include /etc/nginx/mime.types;'],
    access_log: [`access_log ${join(prefix, 'logs/access.log')};`],
    temp: [`client_body_temp_path ${join(prefix, 'temp/body')};`, `proxy_temp_path ${join(prefix, 'temp/proxy')};`],
    'build-http': [`include ${join(distDir, NGINX_HTTP_INCLUDE)};`],
    upstream: upstreams.map((address) => `server ${address};`),
    listen: [`listen 127.0.0.1:${port};`],
    root: [`root ${distDir};`],
    'build-headers': [`include ${join(distDir, NGINX_SERVER_INCLUDE)};`],
  });
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', confFile, '-e', join(prefix, 'logs/error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (polled until then); a config error makes it exit at once.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited: ${output}\n${existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : ''}`,
      );
    const answered = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 400) throw new Error(`nginx did not answer on ${url}: ${output}`);
    await new Promise((next) => setTimeout(next, 25));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
