// Programs the benches take from Debian's archive: installed with apt-get when missing, and never
// started as system services (RUNLEVEL=1 keeps the packages' scripts from starting them).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const NGINX = '/usr/sbin/nginx';
export const WRK = '/usr/bin/wrk';

/** Installs the Debian package of every program (path: package) that is not there yet. */
export function ensureDebianTools(tools: Record<string, string>): void {
  const missing = Object.entries(tools)
    .filter(([path]) => !existsSync(path))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(' and ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
