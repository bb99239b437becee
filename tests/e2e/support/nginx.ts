// Debian's nginx, installed as docs/operators.md says: Debian's own /etc/nginx/nginx.conf (its paths
// moved into a temporary prefix, nothing else changed but the temporary folders nginx writes),
// Debian's modules-enabled/ (the brotli module's load_module line) and mime.types, and the project's
// deploy/nginx/cortracker.conf in sites-enabled/, its lines marked "# deploy:" replaced with this
// run's paths, port and upstreams. On a free loopback port; never the system's service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NGINX_HTTP_INCLUDE, NGINX_SERVER_INCLUDE } from '../../../scripts/build/nginx-includes.ts';
import { CURRENT_LINK } from '../../../src/server/site/current-link.ts';
import { freePort } from '../../support/postgres-cluster.ts';

const root = resolve(import.meta.dirname, '../../..');
export const NGINX_SITE = join(root, 'deploy/nginx/cortracker.conf');
const DEBIAN_CONF = '/etc/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian puts nginx in /usr/sbin, which an unprivileged user's PATH may lack. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface RunningNginx {
  url: string;
  /** Reads the configuration again, as `nginx -s reload` does after a deploy (or a publish that changed the headers). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/** Why nginx cannot run here, or undefined. */
export function nginxUnavailableReason(): string | undefined {
  if (spawnSync(NGINX, ['-v']).status !== 0) return 'no nginx on the PATH (apt-get install nginx)';
  if (!existsSync(join(DEBIAN_CONF, 'nginx.conf'))) return `no Debian nginx configuration in ${DEBIAN_CONF}`;
  if (!existsSync(BROTLI_MODULE)) return `no ${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-static)`;
  return undefined;
}

/** deploy/nginx/cortracker.conf with each "# deploy: <name>" line replaced by `lines[name]` (in order, for repeated names). */
export function renderNginxSite(lines: Record<string, string[]>): string {
  const used: Record<string, number> = {};
  return readFileSync(NGINX_SITE, 'utf8')
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

/** Debian's nginx.conf with its paths under `prefix`: the pid file, the logs, /etc/nginx itself. */
function debianConfIn(prefix: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `\t${kind}_temp_path ${join(prefix, 'temp', kind)};`)
    .join('\n');
  return (
    readFileSync(join(DEBIAN_CONF, 'nginx.conf'), 'utf8')
      .replace(/^user\s+[^;]+;/m, `user ${userInfo().username};`)
      .replace(/^pid\s+[^;]+;/m, `pid ${join(prefix, 'nginx.pid')};`)
      .replaceAll('/var/log/nginx/', `${prefix}/logs/`)
      .replaceAll(`${DEBIAN_CONF}/`, `${prefix}/`)
      // The temporary folders Debian's package makes under /var/lib/nginx, here in the prefix.
      .replace(/^http\s*\{/m, (http) => `${http}\n${temp}`)
  );
}

/**
 * nginx on a free port in front of the given Node instances (host:port), serving BUILDS_DIR/current
 * of `buildsDir`; /admin goes to `admin` (the first instance by default).
 */
export async function startNginx(buildsDir: string, upstreams: string[], admin = upstreams[0]!): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'cortracker-nginx-'));
  for (const dir of ['logs', 'temp', 'conf.d', 'sites-enabled', 'modules-enabled'])
    mkdirSync(join(prefix, dir), { recursive: true });
  writeFileSync(join(prefix, 'nginx.conf'), debianConfIn(prefix));
  copyFileSync(join(DEBIAN_CONF, 'mime.types'), join(prefix, 'mime.types'));
  for (const name of readdirSync(join(DEBIAN_CONF, 'modules-enabled')))
    copyFileSync(join(DEBIAN_CONF, 'modules-enabled', name), join(prefix, 'modules-enabled', name));
  // Their load_module lines name modules/… under the prefix, as under Debian's /usr/share/nginx.
  symlinkSync('/usr/lib/nginx/modules', join(prefix, 'modules'));
  const port = await freePort();
  const current = join(buildsDir, CURRENT_LINK);
  writeFileSync(
    join(prefix, 'sites-enabled/cortracker.conf'),
    renderNginxSite({
      'build-http': [`include ${join(current, NGINX_HTTP_INCLUDE)};`],
      upstream: upstreams.map((address) => `server ${address};`),
      admin: [`server ${admin};`],
      listen: [`listen 127.0.0.1:${port};`],
      server_name: ['server_name localhost;'],
      root: [`root ${current};`],
      access_log: [`access_log ${join(prefix, 'logs/cortracker-access.log')};`],
      brotli: ['brotli_static on;'],
      'build-headers': [`include ${join(current, NGINX_SERVER_INCLUDE)};`],
    }),
  );
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs/error.log')];
  const errorLog = () =>
    existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : '';
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the installation:\n${test.stderr}\n${errorLog()}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (polled until then); a config error makes it exit at once.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}\n${errorLog()}`);
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
    async reload() {
      const reloaded = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload failed:\n${reloaded.stderr}\n${errorLog()}`);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
